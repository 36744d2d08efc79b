package org.bourse.web.primitive.page;

import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/** DayTrader's PingHtml: {@code /PingHtml.html}, a static file served as the other static files are. */
@Configuration(proxyBeanMethods = false)
@WhenPrimitivesEnabled
class PingHtmlConfiguration implements WebMvcConfigurer {

    @Override
    public void addResourceHandlers(ResourceHandlerRegistry registry) {
        registry.addResourceHandler("/PingHtml.html").addResourceLocations("classpath:/primitive/");
    }
}
