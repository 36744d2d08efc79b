package org.bourse.soap;

import org.apache.cxf.bus.spring.SpringBus;
import org.springframework.context.ApplicationEvent;
import org.springframework.context.event.ContextClosedEvent;

/**
 * CXF's Spring bus, kept serving until the web server has drained. {@link SpringBus} shuts itself down on
 * the context's {@link ContextClosedEvent}, which Spring publishes before any lifecycle stops: on SIGTERM
 * every endpoint then vanished while Tomcat's graceful shutdown was still letting requests finish, and each
 * SOAP call in that window failed ("Can't find the request for …'s Observer"). This bus ignores that event;
 * its bean's destroy method shuts it down, after the web server has stopped.
 */
final class DrainingBus extends SpringBus {

    @Override
    public void onApplicationEvent(ApplicationEvent event) {
        if (event instanceof ContextClosedEvent) {
            return;
        }
        super.onApplicationEvent(event);
    }
}
