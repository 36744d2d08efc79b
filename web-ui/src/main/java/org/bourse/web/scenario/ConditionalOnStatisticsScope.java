package org.bourse.web.scenario;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.bourse.web.WebSettings;
import org.springframework.context.annotation.Conditional;

/** Beans for the nodes whose run statistics have this scope ({@code bourse.web.scenario-statistics}). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@Documented
@Conditional(OnStatisticsScope.class)
@interface ConditionalOnStatisticsScope {

    WebSettings.StatisticsScope value();
}
