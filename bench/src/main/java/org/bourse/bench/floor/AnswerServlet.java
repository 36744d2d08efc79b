package org.bourse.bench.floor;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * Reads the whole request body, as a SOAP stack must, and writes the answer Bourse gave to it, with its
 * content type and length (one write, as Bourse's buffered SOAP response). A body it does not know gets a 404.
 */
final class AnswerServlet extends HttpServlet {

    private static final byte[] UNKNOWN = "floor: not one of the captured request bodies\n".getBytes(StandardCharsets.UTF_8);

    private final transient Answers answers;

    AnswerServlet(Answers answers) {
        this.answers = answers;
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        long declared = request.getContentLengthLong();
        byte[] body;
        try (InputStream in = request.getInputStream()) {
            body = declared >= 0 && declared <= Integer.MAX_VALUE ? in.readNBytes((int) declared) : in.readAllBytes();
        }
        Answers.Answer answer = answers.find(body);
        if (answer == null) {
            write(response, HttpServletResponse.SC_NOT_FOUND, "text/plain;charset=UTF-8", UNKNOWN);
        } else {
            write(response, HttpServletResponse.SC_OK, answer.contentType(), answer.body());
        }
    }

    private static void write(HttpServletResponse response, int status, String type, byte[] bytes) throws IOException {
        response.setStatus(status);
        response.setContentType(type);
        response.setContentLength(bytes.length);
        ServletOutputStream out = response.getOutputStream();
        out.write(bytes);
    }
}
