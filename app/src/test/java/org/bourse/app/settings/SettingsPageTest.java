package org.bourse.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.bourse.web.Browser;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.json.JsonMapper;

/**
 * "Settings in force" on {@code /config} in a real browser, and the same as JSON: every setting with its
 * value (defaults included) and where it came from — default, the shipped application.properties, a file,
 * a command-line argument — and passwords never shown.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "bourse.admin.password=settings-pw-1",
        args = "--bourse.trade.order-fee=9.95")
class SettingsPageTest {

    @LocalServerPort
    int port;

    Browser browser;

    @BeforeAll
    static void chromiumIsInstalled() {
        Browser.requireChromium();
    }

    @BeforeEach
    void logInAsAdmin() throws IOException {
        browser = new Browser(port);
        browser.open("/config/login");
        browser.fill("username", "admin");
        browser.fill("password", "settings-pw-1");
        browser.navigate(browser.find(By.cssSelector("form button[type=submit]")));
        assertThat(browser.heading()).isEqualTo("Bourse configuration and benchmark verification");
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void everySettingShowsItsValueAndOrigin() throws IOException {
        Map<String, List<String>> rows = browser.driver().findElements(By.cssSelector("#settings tbody tr")).stream()
                .map(row -> row.findElements(By.tagName("td")).stream().map(WebElement::getText).toList())
                .collect(Collectors.toMap(cells -> cells.get(0), cells -> cells.subList(1, 3)));
        browser.screenshot("config-settings.png");

        assertThat(rows).hasSizeGreaterThan(50);
        assertThat(rows.get("bourse.trade.order-fee")).containsExactly("9.95", "argument");
        assertThat(rows.get("bourse.trade.order-processing")).containsExactly("sync", "default");
        assertThat(rows.get("bourse.trade.market-summary-interval")).containsExactly("20s", "default");
        assertThat(rows.get("bourse.soap.path")).containsExactly("/services", "application.properties (shipped)");
        assertThat(rows.get("bourse.population.users")).containsExactly("200", "file config/application.properties (class path)");
        assertThat(rows.get("bourse.passwords.bcrypt-strength")).containsExactly("4", "file config/application.properties (class path)");
        assertThat(rows.get("bourse.admin.password")).containsExactly("(set)", "Inlined Test Properties");
        assertThat(rows.get("bourse.dal.vendor")).containsExactly("(not set)", "default");
        assertThat(rows.get("server.tomcat.threads.max")).containsExactly("200", "default");
        // what serves, beside the setting that chose it
        assertThat(rows.get("bourse.listener.container")).containsExactly("tomcat", "default");
        assertThat(rows.get("server.container (running)")).satisfies(cells -> {
            assertThat(cells.get(0)).matches("Tomcat 11\\.[0-9]+\\.[0-9]+");
            assertThat(cells.get(1)).isEqualTo("the running server");
        });
        assertThat(rows.get("bourse.http.max-request-body")).containsExactly("2MB", "application.properties (shipped)");
        assertThat(rows.get("bourse.admin.password-file")).containsExactly("", "file config/application.properties (class path)");
        rows.forEach((name, cells) -> {
            if (!name.equals("bourse.listener.node-route") && !name.equals("bourse.admin.password-file")) {
                assertThat(cells.get(0)).as(name).isNotBlank();
            }
        });
        assertThat(browser.driver().getPageSource()).doesNotContain("settings-pw-1");
    }

    @Test
    void theSameAsJsonForTools() {
        browser.navigate(browser.find(By.id("settings-json")));
        List<Map<String, String>> settings = JsonMapper.builder().build()
                .readValue(browser.bodyText(), new TypeReference<List<Map<String, String>>>() { });
        assertThat(settings).contains(
                Map.of("name", "bourse.trade.order-fee", "value", "9.95", "origin", "argument"),
                Map.of("name", "bourse.trade.order-processing", "value", "sync", "origin", "default"),
                Map.of("name", "bourse.admin.password", "value", "(set)", "origin", "Inlined Test Properties"));
        assertThat(settings).extracting(s -> s.get("name")).isSorted().doesNotHaveDuplicates();
        assertThat(browser.bodyText()).doesNotContain("settings-pw-1");
    }
}
