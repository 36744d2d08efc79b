package org.bourse.app.listener;

/** How clients reach Bourse: directly, or through a front-end HTTP server on the same machine. */
public enum ListenerMode {
    /** The embedded server faces the clients; forwarded headers are ignored. */
    SELF_HOSTED,
    /** A front end faces the clients; Bourse listens on loopback and believes its forwarded headers. */
    FRONT_ENDED
}
