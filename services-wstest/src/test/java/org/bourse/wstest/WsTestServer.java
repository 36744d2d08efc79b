package org.bourse.wstest;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.PropertySource;

/**
 * The WSTest service on the SOAP transport the server publishes it on, over the data access, without the rest
 * of the server (no Trade, no pages, no HTTP limits): what this module's over-the-wire tests start. Found by
 * their {@code @SpringBootTest} from this package; not in the test-jar, so app's tests still find the server.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
@ComponentScan(basePackages = {"org.bourse.dal", "org.bourse.soap", "org.bourse.wstest"}, excludeFilters = {
    @ComponentScan.Filter(type = FilterType.CUSTOM, classes = TypeExcludeFilter.class)})
@PropertySource("classpath:wstest-server-test.properties")
public class WsTestServer {
}
