package org.bourse.web.primitive;

import jakarta.servlet.http.HttpServlet;

import org.springframework.boot.web.servlet.ServletRegistrationBean;

/**
 * Registers a primitive that is a plain servlet, as DayTrader's {@code /servlet/*} primitives are: it runs
 * in the container next to Spring MVC's dispatcher, so it measures the container and its own work only.
 */
public final class PrimitiveServlets {

    private PrimitiveServlets() {
    }

    /** {@code servlet} at exactly {@code path}, under DayTrader's servlet {@code name}, async-capable. */
    public static <S extends HttpServlet> ServletRegistrationBean<S> at(String path, String name, S servlet) {
        ServletRegistrationBean<S> registration = new ServletRegistrationBean<>(servlet, path);
        registration.setName(name);
        registration.setAsyncSupported(true);
        return registration;
    }
}
