package org.bourse.web.system;

/**
 * A status line for the page: a message code from {@code messages.properties} and its arguments,
 * resolved by the template ({@code th:text="#{...}"} escapes it).
 *
 * @param code  the message key
 * @param args  its arguments
 * @param error whether it reports a refusal
 */
public record Status(String code, Object[] args, boolean error) {

    /** The model attribute the layout shows. */
    public static final String MODEL = "notice";

    public static Status info(String code, Object... args) {
        return new Status(code, args, false);
    }

    public static Status error(String code, Object... args) {
        return new Status(code, args, true);
    }
}
