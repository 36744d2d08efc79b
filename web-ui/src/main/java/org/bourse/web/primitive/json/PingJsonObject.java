package org.bourse.web.primitive.json;

import java.io.IOException;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * DayTrader's PingJSONPObject and PingJSONPObjectFactory: an object {@code {"initTime":…,"hitCount":N}}
 * built as a tree, written as text and read back into a tree. The factory variant builds with a node
 * factory and reads with a reader made once, as DayTrader's keeps its factories; the other goes
 * through the mapper on each request.
 */
final class PingJsonObject extends HttpServlet {

    private final transient ObjectMapper mapper;
    private final transient ObjectReader reader;
    private final boolean factories;
    private final transient HitCount hits = new HitCount();

    PingJsonObject(ObjectMapper mapper, boolean factories) {
        this.mapper = mapper;
        this.reader = mapper.reader();
        this.factories = factories;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        ObjectNode json = factories ? JsonNodeFactory.instance.objectNode() : mapper.createObjectNode();
        json.put("initTime", hits.initTime());
        json.put("hitCount", hits.next());
        String generated = json.toString();
        JsonNode parsed = factories ? reader.readTree(generated) : mapper.readTree(generated);
        JsonPage.write(response, generated, parsed.toString());
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
