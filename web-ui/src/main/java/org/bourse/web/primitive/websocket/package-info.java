/**
 * DayTrader's WebSocket primitives at their paths: {@code /pingTextSync} and {@code /pingTextAsync} (each
 * text message answered with the connection's message count, sent blocking or asynchronously),
 * {@code /pingBinary} (each binary message echoed asynchronously) and {@code /pingWebSocketJson} (each
 * {@code {"key":…,"value":…}} message answered with {@code receivedHitCount}, and a
 * {@code sentHitCount} pushed every 100 ms from half a second after the connection opens).
 */
package org.bourse.web.primitive.websocket;
