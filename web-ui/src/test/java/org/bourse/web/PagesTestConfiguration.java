package org.bourse.web;

import javax.sql.DataSource;

import org.bourse.dal.invariants.InvariantCheck;
import org.bourse.dal.population.PopulationSettings;
import org.bourse.trade.AdminAccount;
import org.bourse.trade.invariants.DatabaseInvariants;
import org.bourse.web.account.AccountPage;
import org.bourse.web.account.HomePage;
import org.bourse.web.account.RegisterPage;
import org.bourse.web.order.OrderPage;
import org.bourse.web.portfolio.PortfolioPage;
import org.bourse.web.quotes.QuotesPage;
import org.bourse.web.scenario.ScenarioStatistics;
import org.bourse.web.system.Formats;
import org.springframework.beans.factory.ObjectProvider;
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

    /** Checks a database only where a test brings one (a data source and its invariant check). */
    @Bean
    DatabaseInvariants databaseInvariants(ObjectProvider<DataSource> dataSource, ObjectProvider<InvariantCheck> check) {
        return new DatabaseInvariants(dataSource, check);
    }

    @Bean
    PopulationSettings populationSettings() {
        return new PopulationSettings(200, 100, 7, false, java.time.Duration.ofMinutes(1));
    }
}
