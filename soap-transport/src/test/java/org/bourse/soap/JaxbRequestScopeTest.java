package org.bourse.soap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import jakarta.servlet.ServletException;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.JAXBException;
import jakarta.xml.bind.Marshaller;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;

import org.glassfish.jaxb.runtime.v2.runtime.Coordinator;
import org.junit.jupiter.api.Test;

/**
 * JAXB inside the request scope binds exactly as outside it, and the scope leaves nothing on the (pooled)
 * request thread, also when the request fails.
 */
class JaxbRequestScopeTest {

    static final String DOCUMENT = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
            + "<list><item>a &amp; b</item><item>&lt;c&gt;</item><item>é</item></list>";

    @XmlRootElement(name = "list")
    static class Items {
        @XmlElement(name = "item")
        List<String> items = new ArrayList<>();
    }

    final JAXBContext jaxb = newContext();

    @Test
    void bindsTheSameInsideTheScopeAndLeavesNothingOnTheThread() throws Exception {
        String outside = roundTrip();
        String[] inside = new String[1];
        Coordinator[] activeAfterJaxb = new Coordinator[1];
        new JaxbRequestScope().doFilter(null, null, (request, response) -> {
            inside[0] = roundTrip();
            activeAfterJaxb[0] = Coordinator._getInstance();
        });

        assertThat(outside).isEqualTo(DOCUMENT);
        assertThat(inside[0]).isEqualTo(outside);
        // Between JAXB's events the scope's coordinator holds the thread's entry, so JAXB never removes it.
        assertThat(activeAfterJaxb[0]).isNotNull();
        assertThat(Coordinator._getInstance()).isNull();
    }

    @Test
    void aFailedRequestLeavesNothingOnTheThread() {
        assertThatThrownBy(() -> new JaxbRequestScope().doFilter(null, null, (request, response) -> {
            roundTrip();
            throw new ServletException("the service failed");
        })).hasMessage("the service failed");
        assertThat(Coordinator._getInstance()).isNull();
    }

    private String roundTrip() {
        try {
            Object items = jaxb.createUnmarshaller().unmarshal(new StringReader(DOCUMENT));
            Marshaller marshaller = jaxb.createMarshaller();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            marshaller.marshal(items, out);
            return out.toString(StandardCharsets.UTF_8);
        } catch (JAXBException e) {
            throw new IllegalStateException(e);
        }
    }

    private static JAXBContext newContext() {
        try {
            return JAXBContext.newInstance(Items.class);
        } catch (JAXBException e) {
            throw new IllegalStateException(e);
        }
    }
}
