package org.bourse.app.sessions;

import org.bourse.web.FacesPagesTest;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * DayTrader's JSF page family as {@link FacesPagesTest} drives it, with the sessions in a shared store
 * (Spring Session JDBC on the test's database, read afresh on every request as in a cluster). The pages
 * change what their session holds in place (the rows shown, the symbols asked); a shared store writes an
 * attribute only when it is set, so without setting it again "Buy Faces" named a row of quotes the store
 * never had and got a 400 (found running daytrader8.jmx through deploy/compose/cluster.yaml, Redis sessions).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"bourse.web.daytrader-script-compatibility=true", "server.servlet.context-path=/daytrader",
                "bourse.sessions.store=jdbc"})
class FacesPagesOnSharedSessionsTest extends FacesPagesTest {
}
