package org.bourse.app.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.bourse.BourseApplication;
import org.bourse.testing.databases.ServerDatabase;
import org.bourse.web.PageClient;
import org.bourse.web.TwoNodes;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * With a shared session store, a user logged in on one node is the same logged-in user on the other: the
 * pages, a form's CSRF token and {@code /scenario}'s per-session state all carry over, and stopping the
 * node that created the session loses nothing. One empty subclass per store, each on a PostgreSQL database
 * of its own; both nodes run for the whole class.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class SharedSessionsContract {

    /** The home page's greeting, naming the user the scenario logged in. */
    static final Pattern WELCOME = Pattern.compile("Welcome, ([a-z]+:[0-9]+)<");

    private TwoNodes nodes;

    /** The session settings of both nodes. */
    abstract String[] sessionSettings();

    /** Called before the nodes start: fails (CI) or skips the class if the store's server is missing. */
    abstract void requireStore();

    @BeforeAll
    void startNodes() {
        requireStore();
        ServerDatabase db = ServerDatabase.postgresql().sibling("sessions_" + getClass().getSimpleName().toLowerCase());
        db.requireReachable();
        nodes = new TwoNodes(BourseApplication.class, db, sessionSettings());
    }

    @AfterAll
    void stopNodes() {
        if (nodes != null) {
            nodes.close();
        }
    }

    @Test
    void aUserLoggedInOnOneNodeIsLoggedInOnTheOtherAndItsFormsTokenIsAccepted() {
        PageClient first = new PageClient(nodes.port(0));
        first.get("/app");
        assertThat(first.submit("/app", "action", "login", "uid", "uid:3", "passwd", "xxx").body())
                .contains("Welcome, uid:3");
        assertThat(first.get("/app?action=account").body()).contains("uid:3");

        // the account page's form, loaded from node 0, is posted to node 1 with node 0's token
        PageClient second = first.atPort(nodes.port(1));
        HttpResponse<String> update = second.submit("/app", "action", "update_profile", "userID", "uid:3",
                "fullname", "Moved Between Nodes", "password", "xxx", "cpassword", "xxx", "address", "1 Shared St",
                "email", "uid3@example.org", "creditcard", "123-fake-ccnum-456");
        assertThat(update.statusCode()).as(update.body()).isEqualTo(200);
        assertThat(second.get("/app?action=account").body()).contains("uid:3").contains("Moved Between Nodes");
    }

    @Test
    void theScenarioDrivesOneSessionAcrossBothNodes() {
        PageClient[] client = {new PageClient(nodes.port(0)), null};
        client[1] = client[0].atPort(nodes.port(1));
        Matcher welcome = WELCOME.matcher(client[0].get("/scenario").body());
        assertThat(welcome.find()).as("the scenario's first page: the home page of the deck user it logged in").isTrue();
        String user = welcome.group(1);
        for (int i = 1; i <= 60; i++) {
            HttpResponse<String> page = client[i % 2].get("/scenario?action=h");
            assertThat(page.statusCode()).as("request %d", i).isEqualTo(200);
            // The same user's home page on either node. A node without the session's scenario state would have
            // logged another deck user in, or refused to drive a session it did not log in.
            assertThat(page.body()).as("request %d", i).contains("Welcome, " + user + "<");
        }
    }

    /** Last: it stops a node. */
    @Test
    @Order(Integer.MAX_VALUE)
    void stoppingTheNodeThatCreatedASessionLosesNoUser() {
        PageClient onSecond = new PageClient(nodes.port(1));
        onSecond.get("/app");
        assertThat(onSecond.submit("/app", "action", "login", "uid", "uid:5", "passwd", "xxx").body())
                .contains("Welcome, uid:5");
        PageClient onFirst = onSecond.atPort(nodes.port(0));
        nodes.stop(1);
        assertThat(onFirst.get("/app?action=home").body()).contains("Welcome, uid:5");
    }
}
