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
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The main journey in a real browser ({@link Browser}): register, log out and in, quotes, buy, portfolio,
 * sell, account, market summary (live over the WebSocket), logout — asserting what the user sees. The
 * home page's screenshot is left in {@code web-ui/target/screenshots/home.png}.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class BrowserJourneyTest {

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
    void registerLoginBuySellAndLogout() throws IOException {
        browser.open("/app");
        assertThat(browser.heading()).isEqualTo("Welcome to Bourse Trade");

        browser.navigate(browser.find(By.linkText("Register as a new user")));
        browser.fill("user id", "browser:1");
        browser.fill("passwd", "pw-b1");
        browser.fill("confirm passwd", "pw-b1");
        browser.fill("Full Name", "Bea Browser");
        browser.fill("snail mail", "2 Elm St.");
        browser.fill("email", "bea@example.com");
        browser.fill("Credit Card Number", "4-3-2-1");
        WebElement money = browser.find(By.name("money"));
        money.clear();
        money.sendKeys("250000");
        browser.navigate(browser.find(By.cssSelector("form.form button[type=submit]")));
        assertThat(browser.heading()).isEqualTo("Welcome, browser:1");
        assertThat(browser.text("notice")).contains("Registration succeeded");
        assertThat(browser.find(By.id("cash")).getText()).isEqualTo("$250,000.00");
        browser.screenshot("home.png");

        logOut();
        browser.fill("uid", "browser:1");
        browser.fill("passwd", "pw-b1");
        browser.navigate(browser.find(By.cssSelector("form.form button[type=submit]")));
        assertThat(browser.heading()).isEqualTo("Welcome, browser:1");

        browser.navigate(browser.find(By.linkText("Quotes/Trade")));
        assertThat(browser.heading()).isEqualTo("Quotes");
        List<WebElement> rows = browser.driver().findElements(By.cssSelector("#quotes tbody tr"));
        assertThat(rows).hasSize(5);
        WebElement quantity = rows.get(2).findElement(By.name("quantity"));
        assertThat(quantity.getAttribute("value")).isEqualTo("100");
        quantity.clear();
        quantity.sendKeys("50");
        browser.navigate(rows.get(2).findElement(By.tagName("button")));
        assertThat(browser.text("order-submitted")).matches("Order \\d+ to buy 50 shares of s:2 has been submitted for processing\\.");
        assertThat(browser.driver().getPageSource()).contains("the following order(s) have completed");

        browser.navigate(browser.find(By.linkText("Portfolio")));
        List<WebElement> holdings = browser.driver().findElements(By.cssSelector("#holdings tbody tr"));
        assertThat(holdings).hasSize(1);
        assertThat(holdings.get(0).getText()).contains("s:2").contains("50");
        browser.navigate(holdings.get(0).findElement(By.linkText("sell")));
        assertThat(browser.heading()).matches("Sell holding \\d+: 50 shares of s:2\\?");
        browser.navigate(browser.find(By.id("confirm")));
        assertThat(browser.text("order-submitted")).matches("Order \\d+ to sell 50 shares of s:2 has been submitted for processing\\.");
        browser.navigate(browser.find(By.linkText("Portfolio")));
        assertThat(browser.driver().getPageSource()).contains("You have no holdings.");

        browser.navigate(browser.find(By.linkText("Account")));
        assertThat(browser.heading()).isEqualTo("Account information");
        assertThat(browser.find(By.name("fullname")).getAttribute("value")).isEqualTo("Bea Browser");
        assertThat(browser.driver().findElements(By.cssSelector("table.grid tbody tr"))).hasSize(2);

        browser.navigate(browser.find(By.linkText("Market summary")));
        // the script replaces the server-rendered numbers with the first summary the WebSocket pushes
        new WebDriverWait(browser.driver(), Duration.ofMinutes(2)).until(d -> {
            String updated = d.findElement(By.id("market-summary")).getAttribute("data-updated");
            return updated != null && !updated.isEmpty();
        });
        assertThat(browser.find(By.id("ms-tsia")).getText()).matches("\\d+\\.\\d{2}");

        logOut();
        assertThat(browser.text("notice")).isEqualTo("You have been logged out.");
        browser.open("/app?action=portfolio");
        assertThat(browser.text("notice")).isEqualTo("Please log in first.");
    }

    private void logOut() {
        browser.navigate(browser.find(By.cssSelector("header form button")));
        assertThat(browser.heading()).isEqualTo("Welcome to Bourse Trade");
    }
}
