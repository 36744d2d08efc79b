package org.bourse.web.primitive;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.http.HttpServletResponse;

/** How Bourse's own {@code /primitive/*} answer: a few bytes of text/plain with their length. */
public final class PlainText {

    private PlainText() {
    }

    public static void write(HttpServletResponse response, String text) throws IOException {
        byte[] body = text.getBytes(StandardCharsets.UTF_8);
        response.setContentType("text/plain;charset=UTF-8");
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }
}
