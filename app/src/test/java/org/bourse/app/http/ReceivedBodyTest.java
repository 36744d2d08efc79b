package org.bourse.app.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.apache.catalina.Context;
import org.apache.tomcat.util.descriptor.web.FilterMap;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.tomcat.TomcatWebServer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;

/**
 * {@link ReceivedBodyContract} on Tomcat, the default container, and what only Tomcat needs: there a late body
 * reaches the application on an ASYNC dispatch, which a filter mapped to REQUEST dispatches only would miss.
 * (Jetty hands the request to the servlet context once, with its body, as a plain REQUEST dispatch.)
 */
class ReceivedBodyTest extends ReceivedBodyContract {

    static final String WEBSOCKET_FILTER = "Tomcat WebSocket (JSR356) Filter";

    @Autowired
    WebServerApplicationContext context;

    @Test
    void everyFilterOfARequestAlsoRunsOnTheDispatchWithItsReceivedBody() {
        Context web = (Context) ((TomcatWebServer) context.getWebServer()).getTomcat().getHost().findChildren()[0];
        List<String> requestOnly = new ArrayList<>();
        for (FilterMap map : web.findFilterMaps()) {
            int types = map.getDispatcherMapping();
            // Tomcat's WebSocket filter acts on upgrade GETs only, which have no body to come late.
            if ((types & FilterMap.REQUEST) != 0 && (types & FilterMap.ASYNC) == 0
                    && !map.getFilterName().equals(WEBSOCKET_FILTER)) {
                requestOnly.add(map.getFilterName());
            }
        }
        assertThat(requestOnly).as("filters a request whose body came late would skip").isEmpty();
    }
}
