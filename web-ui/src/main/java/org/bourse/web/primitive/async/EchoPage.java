package org.bourse.web.primitive.async;

import java.nio.charset.StandardCharsets;

import org.springframework.web.util.HtmlUtils;

/** The page the async primitives answer: their heading, init time, hit count and the data received. */
final class EchoPage {

    private EchoPage() {
    }

    static String head(String title, String heading, String initTime, long hitCount) {
        return "<html><head><title>" + title + "</title></head><body><hr><br>"
                + "<font size=\"+2\" color=\"#000066\">" + heading + "</font><br>"
                + "<font size=\"+1\" color=\"#000066\">Init time : " + initTime + "</font><br><br>"
                + "<b>Hit Count: " + hitCount + "</b><br>Data Received: ";
    }

    /** The received bytes as text (UTF-8), escaped: a reflected body must not become markup. */
    static String data(byte[] bytes, int length) {
        return HtmlUtils.htmlEscape(new String(bytes, 0, length, StandardCharsets.UTF_8));
    }

    static String tail() {
        return "</body></html>\n";
    }
}
