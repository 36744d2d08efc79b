package org.bourse.trade;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.context.annotation.Conditional;

/**
 * Beans for the nodes whose orders are processed as {@code bourse.trade.order-processing} says
 * ({@link TradeSettings#ORDER_PROCESSING}).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@Documented
@Conditional(OnOrderProcessing.class)
public @interface ConditionalOnOrderProcessing {

    TradeSettings.OrderProcessing value();
}
