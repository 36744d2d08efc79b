package org.bourse.app.http;

/**
 * A body received in the background, handed from {@link BodyReception} to {@link ReceivedBodyFilter}
 * as a request attribute.
 *
 * @param maxParameterCount the connector's limit, which Tomcat applies to the form fields of a body it
 *                          reads itself
 */
record ReceivedBody(byte[] bytes, int length, int maxParameterCount) {

    static final String ATTRIBUTE = ReceivedBody.class.getName();
}
