package org.bourse.web;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;

import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebDriverException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.springframework.util.FileSystemUtils;

/**
 * A real headless chromium (Debian's, through /usr/bin/chromedriver) on a server at 127.0.0.1:port, with
 * the steps the page tests take. Without chromium a test is skipped with a warning, except under CI
 * ({@code CI=true}), where it fails.
 */
public final class Browser implements AutoCloseable {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SCREENSHOTS = Path.of("target/screenshots");

    private final int port;
    private final Path profile;
    private final WebDriver driver;

    /** Skips (or, under CI, fails) the calling test when chromium is missing. */
    public static void requireChromium() {
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

    public Browser(int port) throws IOException {
        this.port = port;
        this.profile = Files.createTempDirectory("bourse-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--window-size=1280,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        this.driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofMinutes(2));
    }

    public WebDriver driver() {
        return driver;
    }

    public void open(String path) {
        driver.get("http://127.0.0.1:" + port + path);
    }

    /** Clicks and waits until the next page has replaced this one. */
    public void navigate(WebElement target) {
        WebElement page = driver.findElement(By.tagName("html"));
        target.click();
        // Chromium may answer a question about the old page's node with an inspector error instead of
        // "stale element" while the new page replaces it: both mean the old page is gone.
        new WebDriverWait(driver, Duration.ofMinutes(2)).until(d -> {
            try {
                page.isEnabled();
                return false;
            } catch (WebDriverException gone) {
                return true;
            }
        });
    }

    public WebElement find(By by) {
        return driver.findElement(by);
    }

    public String heading() {
        return driver.findElement(By.tagName("h1")).getText();
    }

    public String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    public void fill(String name, String value) {
        WebElement input = driver.findElement(By.name(name));
        input.clear();
        input.sendKeys(value);
    }

    /** The page's body text (a JSON answer shows as the text of its body). */
    public String bodyText() {
        return driver.findElement(By.tagName("body")).getText();
    }

    public void screenshot(String name) throws IOException {
        Files.createDirectories(SCREENSHOTS);
        File shot = ((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE);
        Files.copy(shot.toPath(), SCREENSHOTS.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }

    @Override
    public void close() throws IOException {
        driver.quit();
        FileSystemUtils.deleteRecursively(profile);
    }
}
