/**
 * JSON generation and parsing in a servlet, DayTrader's PingJSONPObject, PingJSONPObjectFactory
 * (object model) and PingJSONPStreaming (streaming), with the JSON library Bourse uses (Jackson) where
 * DayTrader uses JSON-P.
 */
package org.bourse.web.primitive.json;
