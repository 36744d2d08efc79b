package org.bourse.web;

import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

/**
 * The assembled server in DayTrader drop-in mode (the {@code daytrader} profile: under {@code /daytrader},
 * script compatibility on, DayTrader's titles), as DayTrader's plans, scripts and primitives address it,
 * with an admin account. One annotation, so the tests of drop-in mode share one cached context instead of
 * each starting its own.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "bourse.admin.password=" + DropInServer.ADMIN_PASSWORD)
@ActiveProfiles("daytrader")
@interface DropInServer {

    String ADMIN_PASSWORD = "dropin-test-secret";
}
