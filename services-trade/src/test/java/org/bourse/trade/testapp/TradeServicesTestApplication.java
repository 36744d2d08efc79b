package org.bourse.trade.testapp;

import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.PropertySource;

/**
 * The Trade services in process over the data access, as the server wires them, without the server: no
 * web tier and no SOAP endpoint. Named by each test ({@code @SpringBootTest(classes = …)}) and kept in a
 * package of its own, so that app's tests, which see this module's test classes, still find the server's
 * application class by searching up from their packages.
 */
@SpringBootConfiguration
@EnableAutoConfiguration
@ComponentScan(basePackages = {"org.bourse.dal", "org.bourse.trade"}, excludeFilters = {
    @ComponentScan.Filter(type = FilterType.CUSTOM, classes = TypeExcludeFilter.class),
    @ComponentScan.Filter(type = FilterType.REGEX, pattern = "org\\.bourse\\.trade\\.(soap|client|testapp)\\..*")})
@PropertySource("classpath:trade-services-test.properties")
@Import(ConnectionBorrows.class)
public class TradeServicesTestApplication {
}
