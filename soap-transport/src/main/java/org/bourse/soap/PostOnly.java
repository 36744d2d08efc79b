package org.bourse.soap;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.apache.cxf.common.util.UrlUtils;
import org.apache.cxf.message.Message;
import org.apache.cxf.message.MessageUtils;
import org.apache.cxf.phase.AbstractPhaseInterceptor;
import org.apache.cxf.phase.Phase;
import org.apache.cxf.transport.http.AbstractHTTPDestination;

/**
 * Answers anything but a POST to a SOAP endpoint (a GET from a README link or a balancer's probe,
 * HEAD, PUT, OPTIONS…) with 405, {@code Allow: POST} and a few lines saying where the WSDL and the
 * list of services are, instead of CXF trying it as a SOAP call (a 500 and an ERROR in the log).
 * {@code GET …?wsdl} and {@code ?xsd=} go on to CXF, which serves them; so does HEAD with those, as a
 * GET whose body the container drops. The service list ({@code /services/}) is no endpoint and never
 * gets here. Not logged: the answer says everything.
 */
final class PostOnly extends AbstractPhaseInterceptor<Message> {

    private final String servicesPath;

    /** @param servicesPath where every SOAP service is listed ({@code bourse.soap.path}) */
    PostOnly(String servicesPath) {
        super(Phase.RECEIVE);
        this.servicesPath = servicesPath;
    }

    @Override
    public void handleMessage(Message message) {
        String method = (String) message.get(Message.HTTP_REQUEST_METHOD);
        // On the bus, this also sees the responses to this node's own calls (web-services access mode).
        if ("POST".equals(method) || MessageUtils.isRequestor(message)) {
            return;
        }
        if (("GET".equals(method) || "HEAD".equals(method)) && asksForDescription(message)) {
            message.put(Message.HTTP_REQUEST_METHOD, "GET");
            return;
        }
        HttpServletRequest request = (HttpServletRequest) message.get(AbstractHTTPDestination.HTTP_REQUEST);
        HttpServletResponse response = (HttpServletResponse) message.get(AbstractHTTPDestination.HTTP_RESPONSE);
        byte[] body = ("This is a SOAP endpoint: send it SOAP 1.1 requests with POST.\n"
                + "Its WSDL is at this address followed by ?wsdl.\n"
                + "The list of SOAP services is at " + request.getContextPath() + servicesPath + "/\n")
                .getBytes(StandardCharsets.UTF_8);
        response.setStatus(HttpServletResponse.SC_METHOD_NOT_ALLOWED);
        response.setHeader("Allow", "POST");
        response.setContentType("text/plain;charset=UTF-8");
        response.setContentLength(body.length);
        try {
            response.getOutputStream().write(body);
            response.flushBuffer();
        } catch (IOException e) {
            // The client went away: nothing more to tell it.
        }
        message.getInterceptorChain().abort();
    }

    /** The queries CXF answers with the WSDL or one of its schemas. */
    private static boolean asksForDescription(Message message) {
        String query = (String) message.get(Message.QUERY_STRING);
        if (query == null || query.isEmpty()) {
            return false;
        }
        Map<String, String> parameters = UrlUtils.parseQueryString(query);
        return parameters.containsKey("wsdl") || parameters.containsKey("xsd");
    }
}
