/**
 * Listener modes. Self-hosted (the default): the embedded Tomcat listens on {@code server.address}
 * and {@code server.port} and serves everything. Front-ended (the {@code front-ended} profile): an
 * nginx or Apache httpd front end from {@code tuning/} listens for clients, serves the static files
 * itself and proxies the rest to Bourse, which listens on loopback only and trusts forwarded headers
 * from 127.0.0.1 only. See {@code docs/listener-modes.md}.
 */
package org.bourse.app.listener;
