package org.bourse.bench.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

import com.fasterxml.jackson.databind.JsonNode;

/** A report.html as the browser shows it: its texts, and whether its charts were drawn with data. */
public final class ReportPage {

    private ReportPage() {
    }

    /** The report.html of a run folder, opened. */
    public static WebDriver open(Chromium chromium, Path folder) {
        Path report = folder.resolve("report.html");
        assertThat(report).isRegularFile();
        chromium.browser.get(report.toUri().toString());
        return chromium.browser;
    }

    /** Each chart exists as a Chart.js chart whose datasets hold at least one point, and none says "no data". */
    public static void assertChartsHaveData(WebDriver page, List<String> ids) {
        JavascriptExecutor js = (JavascriptExecutor) page;
        for (String id : ids) {
            Object points = js.executeScript("const c = (window.bourseCharts || {})[arguments[0]];"
                    + " return c ? c.data.datasets.reduce((n, d) => n + d.data.length, 0) : -1;", id);
            assertThat(((Number) points).longValue()).as("points in chart " + id).isPositive();
            assertThat(page.findElement(By.id(id + "-nodata")).isDisplayed()).as(id).isFalse();
            Object drawn = js.executeScript("const c = document.getElementById(arguments[0]);"
                    + " return c.width > 0 && c.height > 0;", id);
            assertThat(drawn).as("canvas " + id + " has a size").isEqualTo(true);
        }
    }

    /** The trimmed text of the element with this id. */
    public static String text(WebDriver page, String id) {
        return page.findElement(By.id(id)).getText().trim();
    }

    /** A number as the report writes it. */
    public static String fmt(JsonNode v, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", v.asDouble());
    }
}
