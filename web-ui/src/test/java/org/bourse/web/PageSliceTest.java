package org.bourse.web;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.bourse.web.security.SliceSecurity;
import org.springframework.context.annotation.Import;

/**
 * A page slice: the controllers named by the test's {@code @WebMvcTest}, the page builders, the real
 * security configuration and templates, and a mocked {@link org.bourse.trade.TradeServices}.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Import({SliceSecurity.class, PagesTestConfiguration.class})
public @interface PageSliceTest {
}
