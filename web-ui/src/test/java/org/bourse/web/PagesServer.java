package org.bourse.web;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.PropertySource;

/**
 * The pages over the Trade services and the data access, on Tomcat, without the rest of the server (no WSTest,
 * listener modes, TLS, shared sessions or HTTP limits): what this module's over-the-wire page tests start. The
 * Trade SOAP endpoint and the web-services client are scanned too, so that a node of pages can call another
 * node's Trade services. The slice tests ({@code @WebMvcTest}) start from it as well, keeping only their slice.
 * Not in the test-jar: app's tests that extend a contract from it start the whole server.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
@ComponentScan(basePackages = {"org.bourse.dal", "org.bourse.soap", "org.bourse.trade", "org.bourse.web"}, excludeFilters =
    @ComponentScan.Filter(type = FilterType.CUSTOM, classes = TypeExcludeFilter.class))
@PropertySource("classpath:pages-server-test.properties")
public class PagesServer {
}
