package org.bourse.app.startup;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.BourseApplication;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A first start on an empty database says that it populates, and then where to go, in its log; without a
 * configured admin password it generates one, prints it once and stores it.
 */
@ExtendWith(OutputCaptureExtension.class)
class FirstStartLogTest {

    @TempDir
    Path data;

    @Test
    void theFirstStartSaysWhatItDoesAndWhereToGo(CapturedOutput output) throws Exception {
        Path passwordFile = data.resolve("admin-password");
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(BourseApplication.class).run(
                "--server.port=0", "--bourse.passwords.bcrypt-strength=4", "--bourse.admin.password-file=" + passwordFile,
                "--spring.datasource.url=jdbc:h2:mem:first-start-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1")) {
            int port = ((WebServerApplicationContext) context).getWebServer().getPort();
            String log = output.getOut();
            assertThat(log).contains("Populating h2: 200 users, 100 quotes (seed 7; only on a first start, later starts skip this)")
                    .contains("Populated 200 users and 100 quotes (seed 7) on h2 in ")
                    .contains("Bourse is ready: http://localhost:" + port + "/app (Trade pages; uid:0 / xxx), http://localhost:"
                            + port + "/config (admin)");
            assertThat(log.indexOf("Populating h2")).isLessThan(log.indexOf("Bourse is ready"));

            // The generated admin password is printed once, stored, and opens the admin pages.
            Matcher shown = Pattern.compile("It is shown this once: admin / (\\S+) ").matcher(log);
            assertThat(shown.find()).as("the generated password in the log").isTrue();
            assertThat(Files.readString(passwordFile).strip()).isEqualTo(shown.group(1));
            HttpResponse<String> settings = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + port + "/config/settings.json")).header("Authorization", "Basic "
                    + Base64.getEncoder().encodeToString(("admin:" + shown.group(1)).getBytes(StandardCharsets.UTF_8)))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertThat(settings.statusCode()).isEqualTo(200);
            assertThat(settings.body()).contains("{\"name\":\"bourse.admin.password\",\"value\":\"(not set)\",\"origin\":\"default\"}")
                    .doesNotContain(shown.group(1));
        }
    }
}
