package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * What a first visitor meets, in a real browser: the demo password hinted and filled in, a way back from
 * registration to the login, links between the Trade pages and /config, a sell confirmation that names
 * what it sells, and a fresh market whose top gainers and losers do not list the same unchanged quotes.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        // a database of its own: a context shared with other page tests would not show a fresh market
        properties = {
            "spring.datasource.url=jdbc:h2:mem:first-visit-${random.uuid};DB_CLOSE_DELAY=-1"})
class FirstVisitPagesTest {

    @LocalServerPort
    int port;

    Browser browser;

    @BeforeAll
    static void chromiumIsInstalled() {
        Browser.requireChromium();
    }

    @BeforeEach
    void startBrowser() throws IOException {
        browser = new Browser(port);
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void aFirstVisit() throws IOException {
        browser.open("/app");
        assertThat(browser.text("demo-hint")).contains("uid:0").contains("xxx");
        assertThat(browser.find(By.id("passwd")).getAttribute("value")).isEqualTo("xxx");

        browser.navigate(browser.find(By.linkText("Register as a new user")));
        browser.navigate(browser.find(By.id("to-login")));
        assertThat(browser.heading()).isEqualTo("Welcome to Bourse Trade");

        browser.navigate(browser.find(By.id("to-config")));
        assertThat(browser.driver().getCurrentUrl()).endsWith("/config/login");
        browser.navigate(browser.find(By.id("to-trade")));

        // uid:0 and the filled-in password: one click logs in
        browser.navigate(browser.find(By.cssSelector("form.form button[type=submit]")));
        assertThat(browser.heading()).isEqualTo("Welcome, uid:0");

        browser.navigate(browser.find(By.linkText("Market summary")));
        new WebDriverWait(browser.driver(), Duration.ofMinutes(2)).until(d -> {
            String updated = d.findElement(By.id("market-summary")).getAttribute("data-updated");
            return updated != null && !updated.isEmpty();
        });
        browser.screenshot("market-fresh.png");
        assertThat(rows("ms-gainers")).containsExactly("No quote has moved this way since the market opened.");
        assertThat(rows("ms-losers")).containsExactly("No quote has moved this way since the market opened.");

        browser.navigate(browser.find(By.linkText("Portfolio")));
        WebElement first = browser.driver().findElements(By.cssSelector("#holdings tbody tr")).get(0);
        List<String> cells = first.findElements(By.tagName("td")).stream().map(WebElement::getText).toList();
        browser.navigate(first.findElement(By.linkText("sell")));
        assertThat(browser.heading()).matches("Sell holding \\d+: [0-9.,]+ shares of s:\\d+\\?")
                .contains(" shares of " + cells.stream().filter(c -> c.startsWith("s:")).findFirst().orElseThrow());
    }

    /**
     * The rows' text, read in one script: the market summary's WebSocket may replace the rows at any moment,
     * and rows found first and read one by one afterwards can be gone by then (a stale element).
     */
    private List<String> rows(String table) {
        Object texts = ((JavascriptExecutor) browser.driver()).executeScript("return Array.from("
                + "document.querySelectorAll(arguments[0])).map(row => row.innerText.trim());", "#" + table + " tbody tr");
        return ((List<?>) texts).stream().map(String::valueOf).toList();
    }
}
