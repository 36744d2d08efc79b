package org.bourse.web.primitive.session;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import org.bourse.web.primitive.PlainText;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/** {@code /primitive/session}: a counter in the HTTP session, incremented and answered as text, through Spring MVC. */
@Controller
@WhenPrimitivesEnabled
class SessionCounterController {

    static final String COUNTER = SessionCounterController.class.getName() + ".counter";

    @GetMapping("/primitive/session")
    void session(HttpServletRequest request, HttpServletResponse response) throws IOException {
        HttpSession session = request.getSession();
        Integer count = (Integer) session.getAttribute(COUNTER);
        int next = count == null ? 1 : count + 1;
        session.setAttribute(COUNTER, next);
        PlainText.write(response, next + "\n");
    }
}
