package org.bourse.app.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import org.bourse.BourseApplication;
import org.bourse.testing.databases.ServerDatabase;
import org.bourse.web.PageClient;
import org.bourse.web.TwoNodes;
import org.junit.jupiter.api.Test;

/**
 * The default store keeps sessions in the node's memory: the other node does not know the user (what the
 * shared stores are for, and what makes {@link SharedSessionsContract} able to fail).
 */
class MemorySessionsTest {

    @Test
    void anotherNodeDoesNotKnowAUserLoggedInOnTheFirst() {
        ServerDatabase db = ServerDatabase.postgresql().sibling("sessions_memory");
        db.requireReachable();
        try (TwoNodes nodes = new TwoNodes(BourseApplication.class, db)) {
            PageClient first = new PageClient(nodes.port(0));
            first.get("/app");
            assertThat(first.submit("/app", "action", "login", "uid", "uid:3", "passwd", "xxx").body())
                    .contains("Welcome, uid:3");
            assertThat(first.atPort(nodes.port(1)).get("/app?action=home").body())
                    .doesNotContain("Welcome, uid:3").contains("name=\"uid\"");
        }
    }
}
