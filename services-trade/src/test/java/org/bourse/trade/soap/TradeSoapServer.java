package org.bourse.trade.soap;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.PropertySource;

/**
 * The Trade services with their SOAP endpoint on the transport the server publishes it on, over the data access,
 * without the rest of the server (no WSTest, no pages, no HTTP limits): what this module's over-the-wire tests
 * start, found by their {@code @SpringBootTest} from this package. A node with
 * {@code bourse.trade.access=web-services} starts from it too: the web-services client is scanned.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
@ComponentScan(basePackages = {"org.bourse.dal", "org.bourse.soap", "org.bourse.trade"}, excludeFilters = {
    @ComponentScan.Filter(type = FilterType.CUSTOM, classes = TypeExcludeFilter.class),
    @ComponentScan.Filter(type = FilterType.REGEX, pattern = "org\\.bourse\\.trade\\.testapp\\..*")})
@PropertySource("classpath:trade-soap-server-test.properties")
public class TradeSoapServer {
}
