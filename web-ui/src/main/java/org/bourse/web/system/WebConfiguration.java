package org.bourse.web.system;

import org.bourse.trade.TradeServices;
import org.bourse.web.RuntimeSettings;
import org.bourse.web.WebSettings;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The web tier's wiring into Spring MVC and Thymeleaf: its settings, the alert table added to logged-in
 * pages, the sell-link dialect, pages sent whole, and DayTrader's {@code /app?action=…} dispatched by one
 * lookup (docs/request-path.md lists where each sits on a page's path).
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(WebSettings.class)
class WebConfiguration implements WebMvcConfigurer {

    private final OrderAlertsInterceptor alerts;

    WebConfiguration(TradeServices trade, RuntimeSettings runtime, Formats formats) {
        this.alerts = new OrderAlertsInterceptor(trade, runtime, formats);
    }

    @Bean
    static RuntimeSettings runtimeSettings(WebSettings settings) {
        return new RuntimeSettings(settings);
    }

    @Bean
    SellLinkDialect sellLinkDialect() {
        return new SellLinkDialect();
    }

    @Bean
    static BeanPostProcessor wholePageViews() {
        return WholePageView.onThymeleafResolver();
    }

    @Bean
    WebMvcRegistrations actionDispatch() {
        return ActionDispatch.forDayTraderActions();
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        registry.addInterceptor(alerts).addPathPatterns("/app", "/scenario", "/*.faces");
    }
}
