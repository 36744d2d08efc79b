package org.bourse.web.primitive.json;

import java.io.IOException;
import java.io.StringWriter;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.bourse.web.primitive.HitCount;

import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.databind.ObjectMapper;

/**
 * DayTrader's PingJSONPStreaming: the same object written with a streaming generator and read back
 * token by token, the page listing each property as {@code name:value }.
 */
final class PingJsonStreaming extends HttpServlet {

    private final transient ObjectMapper mapper;
    private final transient HitCount hits = new HitCount();

    PingJsonStreaming(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        StringWriter out = new StringWriter(96);
        try (JsonGenerator generator = mapper.createGenerator(out)) {
            generator.writeStartObject();
            generator.writeStringProperty("initTime", hits.initTime());
            generator.writeNumberProperty("hitCount", hits.next());
            generator.writeEndObject();
        }
        String generated = out.toString();
        StringBuilder parsed = new StringBuilder(64);
        try (JsonParser parser = mapper.createParser(generated)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                switch (token) {
                    case PROPERTY_NAME -> parsed.append(parser.currentName()).append(':');
                    case VALUE_STRING, VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> parsed.append(parser.getString()).append(' ');
                    default -> {
                        // structure and literals: nothing to list
                    }
                }
            }
        }
        JsonPage.write(response, generated, parsed.toString());
    }

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        doGet(request, response);
    }
}
