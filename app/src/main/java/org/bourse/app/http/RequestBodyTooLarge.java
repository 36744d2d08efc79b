package org.bourse.app.http;

import java.io.IOException;

/**
 * Thrown by the counted request stream once a chunked body passes the cap. Its own type, so that
 * whichever layer the read failure surfaces through (the parser, JAXB, or Woodstox's lazy text
 * reading) the fault it ends in can still be recognised as the client's, here and by the SOAP fault
 * log ({@code org.bourse.app.soap}).
 */
public final class RequestBodyTooLarge extends IOException {

    private static final long serialVersionUID = 1L;

    RequestBodyTooLarge(String message) {
        super(message);
    }
}
