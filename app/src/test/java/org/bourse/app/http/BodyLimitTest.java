package org.bourse.app.http;

/** {@link BodyLimitContract} on Tomcat, the default container. */
class BodyLimitTest extends BodyLimitContract {
}
