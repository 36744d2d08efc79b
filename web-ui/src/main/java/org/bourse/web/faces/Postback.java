package org.bourse.web.faces;

import java.util.Enumeration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jakarta.servlet.http.HttpServletRequest;

import org.bourse.web.system.NumberText;

/**
 * A form post back to a {@code *.faces} page, read with JSF's client ids ({@code form:field}). A command
 * is activated the way either JSF implementation sends it: MyFaces posts a link as
 * {@code form:_idcl=form:id} and a button as {@code form:id=value}; Mojarra posts both as
 * {@code form:id=…}. A request without a view state is no postback: nothing is activated.
 */
record Postback(String form, HttpServletRequest request, FacesView view) {

    /** MyFaces's hidden field naming the command link that was clicked. */
    static final String CLICKED_LINK = ":_idcl";
    /** A data table row has at most this many digits. */
    private static final int MAX_ROW_DIGITS = 9;

    static Postback none(String form) {
        return new Postback(form, null, null);
    }

    boolean isPostback() {
        return view != null;
    }

    /** Whether the command {@code id} of this form (a button or a link) sent this postback. */
    boolean activated(String id) {
        if (!isPostback()) {
            return false;
        }
        String clientId = form + ":" + id;
        return request.getParameter(clientId) != null || clientId.equals(request.getParameter(form + CLICKED_LINK));
    }

    /** The value of field {@code id} of this form, or null. */
    String field(String id) {
        return isPostback() ? request.getParameter(form + ":" + id) : null;
    }

    /**
     * The row whose command {@code command} of data table {@code table} sent this postback
     * ({@code form:table:N:command}), or -1 when none did.
     */
    int row(String table, String command) {
        if (!isPostback()) {
            return -1;
        }
        Pattern rowCommand = Pattern.compile(Pattern.quote(form + ":" + table + ":") + "([0-9]{1," + MAX_ROW_DIGITS
                + "})" + Pattern.quote(":" + command));
        String link = request.getParameter(form + CLICKED_LINK);
        if (link != null) {
            Matcher m = rowCommand.matcher(link);
            if (m.matches()) {
                return index(m.group(1));
            }
        }
        for (Enumeration<String> names = request.getParameterNames(); names.hasMoreElements();) {
            Matcher m = rowCommand.matcher(names.nextElement());
            if (m.matches()) {
                return index(m.group(1));
            }
        }
        return -1;
    }

    private static int index(String digits) {
        Long n = NumberText.whole(digits);
        return n == null ? -1 : n.intValue();
    }
}
