package org.bourse.web.faces;

/**
 * A postback whose view state is not its session's: the session ended (logout, timeout, restart) or the
 * form came from elsewhere. JSF calls this a ViewExpiredException; here it is a 403 and nothing is done.
 */
final class ViewExpired extends RuntimeException {

    private static final long serialVersionUID = 1L;

    ViewExpired(String page) {
        super("The view state sent to " + page + " is not this session's");
    }
}
