package org.bourse.web.primitive.page;

import java.io.IOException;

import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.PlainText;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/** {@code /primitive/ping}: "pong", through Spring MVC, with no database and no session. */
@Controller
@WhenPrimitivesEnabled
class PingController {

    @GetMapping("/primitive/ping")
    void ping(HttpServletResponse response) throws IOException {
        PlainText.write(response, "pong\n");
    }
}
