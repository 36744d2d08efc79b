package org.bourse.trade;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.context.annotation.Conditional;

/** Beans for the nodes whose Trade services run where {@code bourse.trade.access} says ({@link TradeSettings#ACCESS}). */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@Documented
@Conditional(OnTradeAccess.class)
public @interface ConditionalOnTradeAccess {

    TradeSettings.Mode value();
}
