package org.bourse.web.system;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpServletResponseWrapper;

import org.springframework.beans.factory.config.BeanPostProcessor;
import org.thymeleaf.spring6.view.ThymeleafView;
import org.thymeleaf.spring6.view.ThymeleafViewResolver;

/**
 * A Thymeleaf page handed to Tomcat in one write, with its length. Thymeleaf renders into a string
 * ({@code spring.thymeleaf.servlet.produce-partial-output-while-processing=false}, in the application's
 * properties) and then flushes the response's writer, which commits the response mid-request: Tomcat
 * then sends the page chunked, in two socket writes (the page, then the last chunk). Here that flush does
 * nothing, so the page stays in Tomcat's response buffer until the request ends and leaves in one write
 * with a {@code Content-Length} (pages larger than the buffer still leave as it fills). A page whose
 * template fails is not half-sent either: nothing has left when the error page is chosen.
 */
final class WholePageView extends ThymeleafView {

    /** Makes every view of the application's Thymeleaf resolver a whole-page view. */
    static BeanPostProcessor onThymeleafResolver() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessBeforeInitialization(Object bean, String beanName) {
                if (bean instanceof ThymeleafViewResolver resolver) {
                    resolver.setViewClass(WholePageView.class);
                }
                return bean;
            }
        };
    }

    @Override
    public void render(Map<String, ?> model, HttpServletRequest request, HttpServletResponse response)
            throws Exception {
        super.render(model, request, new UnflushedResponse(response));
    }

    /** The response with a writer whose {@code flush()} leaves the bytes in Tomcat's buffer. */
    private static final class UnflushedResponse extends HttpServletResponseWrapper {

        private PrintWriter writer;

        UnflushedResponse(HttpServletResponse response) {
            super(response);
        }

        @Override
        public PrintWriter getWriter() throws IOException {
            if (writer == null) {
                writer = new PrintWriter(super.getWriter()) {
                    @Override
                    public void flush() {
                        // the end of the request flushes
                    }
                };
            }
            return writer;
        }
    }
}
