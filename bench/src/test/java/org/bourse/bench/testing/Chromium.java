package org.bourse.bench.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless chromium through /usr/bin/chromedriver, as app's BrowserJourneyTest drives it.
 * Missing, the test is skipped with a warning, except under CI ({@code CI=true}), where it fails.
 */
public final class Chromium implements AutoCloseable {

    public static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    public static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

    final WebDriver browser;
    private final Path profile;

    private Chromium(WebDriver browser, Path profile) {
        this.browser = browser;
        this.profile = profile;
    }

    public static void requireInstalled() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            String message = "chromium and chromium-driver are not installed (apt-get install -y chromium "
                    + "chromium-driver; .ci/run installs them): the report cannot be opened in a browser";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new IllegalStateException(message);
            }
            System.err.println("*** SKIPPING: " + message);
            Assumptions.abort(message);
        }
    }

    public static Chromium start() throws IOException {
        Path profile = Files.createTempDirectory("bourse-report-chromium-");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        // No network at all: the report must open offline.
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--proxy-server=127.0.0.1:9", "--window-size=1280,1000", "--user-data-dir=" + profile);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        WebDriver browser = new ChromeDriver(service, options);
        browser.manage().timeouts().pageLoadTimeout(Duration.ofMinutes(2));
        browser.manage().timeouts().scriptTimeout(Duration.ofMinutes(1));
        return new Chromium(browser, profile);
    }

    @Override
    public void close() throws IOException {
        browser.quit();
        try (Stream<Path> files = Files.walk(profile)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
