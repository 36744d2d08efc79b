package org.bourse.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The main journey in a real browser (Debian's headless chromium through /usr/bin/chromedriver):
 * register, log out and in, quotes, buy, portfolio, sell, account, market summary (live over the
 * WebSocket), logout — asserting what the user sees. The home page's screenshot is left in
 * {@code app/target/screenshots/home.png}. Without chromium the test is skipped with a warning, except
 * under CI ({@code CI=true}), where it fails.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "bourse.passwords.bcrypt-strength=4")
class BrowserJourneyTest {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SCREENSHOTS = Path.of("target/screenshots");

    @LocalServerPort
    int port;

    WebDriver browser;
    Path profile;

    @BeforeAll
    static void chromiumIsInstalled() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            String message = "chromium and chromium-driver are not installed (apt-get install -y chromium "
                    + "chromium-driver; .ci/run installs them): the browser test cannot run";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new IllegalStateException(message);
            }
            System.err.println("*** SKIPPING: " + message);
            Assumptions.abort(message);
        }
    }

    @BeforeEach
    void startBrowser() throws IOException {
        profile = Files.createTempDirectory("bourse-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--window-size=1280,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        browser.manage().timeouts().pageLoadTimeout(Duration.ofMinutes(2));
    }

    @AfterEach
    void stopBrowser() throws IOException {
        if (browser != null) {
            browser.quit();
        }
        if (profile != null) {
            org.springframework.util.FileSystemUtils.deleteRecursively(profile);
        }
    }

    @Test
    void registerLoginBuySellAndLogout() throws IOException {
        open("/app");
        assertThat(heading()).isEqualTo("Welcome to Bourse Trade");

        navigate(browser.findElement(By.linkText("Register as a new user")));
        fill("user id", "browser:1");
        fill("passwd", "pw-b1");
        fill("confirm passwd", "pw-b1");
        fill("Full Name", "Bea Browser");
        fill("snail mail", "2 Elm St.");
        fill("email", "bea@example.com");
        fill("Credit Card Number", "4-3-2-1");
        WebElement money = browser.findElement(By.name("money"));
        money.clear();
        money.sendKeys("250000");
        navigate(browser.findElement(By.cssSelector("form.form button[type=submit]")));
        assertThat(heading()).isEqualTo("Welcome, browser:1");
        assertThat(text("notice")).contains("Registration succeeded");
        assertThat(browser.findElement(By.id("cash")).getText()).isEqualTo("250000.00");
        screenshot("home.png");

        logOut();
        fill("uid", "browser:1");
        fill("passwd", "pw-b1");
        navigate(browser.findElement(By.cssSelector("form.form button[type=submit]")));
        assertThat(heading()).isEqualTo("Welcome, browser:1");

        navigate(browser.findElement(By.linkText("Quotes/Trade")));
        assertThat(heading()).isEqualTo("Quotes");
        List<WebElement> rows = browser.findElements(By.cssSelector("#quotes tbody tr"));
        assertThat(rows).hasSize(5);
        WebElement quantity = rows.get(2).findElement(By.name("quantity"));
        assertThat(quantity.getAttribute("value")).isEqualTo("100");
        quantity.clear();
        quantity.sendKeys("50");
        navigate(rows.get(2).findElement(By.tagName("button")));
        assertThat(text("order-submitted")).matches("Order \\d+ to buy 50 shares of s:2 has been submitted for processing\\.");
        assertThat(browser.getPageSource()).contains("the following order(s) have completed");

        navigate(browser.findElement(By.linkText("Portfolio")));
        List<WebElement> holdings = browser.findElements(By.cssSelector("#holdings tbody tr"));
        assertThat(holdings).hasSize(1);
        assertThat(holdings.get(0).getText()).contains("s:2").contains("50");
        navigate(holdings.get(0).findElement(By.linkText("sell")));
        assertThat(heading()).startsWith("Sell holding ");
        navigate(browser.findElement(By.id("confirm")));
        assertThat(text("order-submitted")).matches("Order \\d+ to sell 50 shares of s:2 has been submitted for processing\\.");
        navigate(browser.findElement(By.linkText("Portfolio")));
        assertThat(browser.getPageSource()).contains("You have no holdings.");

        navigate(browser.findElement(By.linkText("Account")));
        assertThat(heading()).isEqualTo("Account information");
        assertThat(browser.findElement(By.name("fullname")).getAttribute("value")).isEqualTo("Bea Browser");
        assertThat(browser.findElements(By.cssSelector("table.grid tbody tr"))).hasSize(2);

        navigate(browser.findElement(By.linkText("Market summary")));
        // the script replaces the server-rendered numbers with the first summary the WebSocket pushes
        new WebDriverWait(browser, Duration.ofMinutes(2)).until(d -> {
            String updated = d.findElement(By.id("market-summary")).getAttribute("data-updated");
            return updated != null && !updated.isEmpty();
        });
        assertThat(browser.findElement(By.id("ms-tsia")).getText()).matches("\\d+\\.\\d{2}");

        logOut();
        assertThat(text("notice")).isEqualTo("You have been logged out.");
        open("/app?action=portfolio");
        assertThat(text("notice")).isEqualTo("Please log in first.");
    }

    private void logOut() {
        navigate(browser.findElement(By.cssSelector("header form button")));
        assertThat(heading()).isEqualTo("Welcome to Bourse Trade");
    }

    /** Clicks and waits until the next page has replaced this one. */
    private void navigate(WebElement target) {
        WebElement page = browser.findElement(By.tagName("html"));
        target.click();
        // Chromium may answer a question about the old page's node with an inspector error instead of
        // "stale element" while the new page replaces it: both mean the old page is gone.
        new WebDriverWait(browser, Duration.ofMinutes(2)).until(driver -> {
            try {
                page.isEnabled();
                return false;
            } catch (org.openqa.selenium.WebDriverException gone) {
                return true;
            }
        });
    }

    private void open(String path) {
        browser.get("http://127.0.0.1:" + port + path);
    }

    private String heading() {
        return browser.findElement(By.tagName("h1")).getText();
    }

    private String text(String id) {
        return browser.findElement(By.id(id)).getText();
    }

    private void fill(String name, String value) {
        WebElement input = browser.findElement(By.name(name));
        input.clear();
        input.sendKeys(value);
    }

    private void screenshot(String name) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        File shot = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), SCREENSHOTS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }
}
