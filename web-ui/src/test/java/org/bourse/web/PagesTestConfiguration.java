package org.bourse.web;

import org.bourse.dal.population.PopulationSettings;
import org.bourse.trade.AdminAccount;
import org.bourse.web.account.AccountPage;
import org.bourse.web.account.HomePage;
import org.bourse.web.account.RegisterPage;
import org.bourse.web.order.OrderPage;
import org.bourse.web.portfolio.PortfolioPage;
import org.bourse.web.quotes.QuotesPage;
import org.bourse.web.scenario.ScenarioStatistics;
import org.bourse.web.system.Formats;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;

/** What the page controllers need besides themselves and the mocked services. */
@TestConfiguration(proxyBeanMethods = false)
@Import({HomePage.class, AccountPage.class, RegisterPage.class, QuotesPage.class, PortfolioPage.class,
        OrderPage.class, Formats.class})
public class PagesTestConfiguration {

    public static final String ADMIN_PASSWORD = "slice-secret";

    @Bean
    AdminAccount adminAccount() {
        return new AdminAccount("admin", ADMIN_PASSWORD);
    }

    @Bean
    ScenarioStatistics scenarioStatistics() {
        return new ScenarioStatistics(1000);
    }

    @Bean
    PopulationSettings populationSettings() {
        return new PopulationSettings(200, 100, 7, false);
    }
}
