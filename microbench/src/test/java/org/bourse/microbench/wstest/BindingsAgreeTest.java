package org.bourse.microbench.wstest;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.bourse.wstest.wire.EchoList;
import org.bourse.wstest.wire.EchoStruct;
import org.bourse.wstest.wire.EchoSynthetic;
import org.bourse.wstest.wire.GetOrderResponse;
import org.bourse.wstest.wire.TestNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Param;

/**
 * The benchmark compares like with like: every binding writes, for every response, the very bytes the
 * server's JAXB binding writes, and reads every request (the request file's own bytes) to the same
 * content. JMH-free, so it runs with the module's tests in a few seconds.
 */
class BindingsAgreeTest {

    private static final Payloads PAYLOADS = new Payloads();
    private static final Map<String, Payload> BY_NAME = payloadsByName();
    private static final Map<BindingName, MessageBinding> BINDINGS = bindings();
    private static final CxfJaxbBinding JAXB = new CxfJaxbBinding();

    static Stream<Arguments> bindingsAndResponses() {
        return Arrays.stream(BindingName.values())
                .flatMap(binding -> Payloads.RESPONSES.stream().map(name -> Arguments.of(binding, name)));
    }

    static Stream<Arguments> bindingsAndRequests() {
        return Arrays.stream(BindingName.values())
                .flatMap(binding -> Payloads.REQUESTS.stream().map(name -> Arguments.of(binding, name)));
    }

    @ParameterizedTest(name = "{0} writes {1}")
    @MethodSource("bindingsAndResponses")
    void writesTheBytesTheServerWrites(BindingName binding, String name) throws Exception {
        Payload payload = BY_NAME.get(name);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BINDINGS.get(binding).marshal(payload.value(), payload.message(), out);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(text(payload.xml()));
    }

    @ParameterizedTest(name = "{0} reads {1}")
    @MethodSource("bindingsAndRequests")
    void readsWhatTheServerReads(BindingName binding, String name) throws Exception {
        Payload payload = BY_NAME.get(name);
        Object read = BINDINGS.get(binding).unmarshal(payload.xml(), payload.message());
        assertThat(read).isInstanceOf(payload.message().wireClass());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JAXB.marshal(read, payload.message(), out);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(text(payload.xml()));
    }

    @Test
    void payloadsHoldTheSizeTheirNameSays() {
        assertThat(((EchoStruct) BY_NAME.get("EchoStruct-500").value()).getArray().getL()).hasSize(500);
        assertThat(listLength(((EchoList) BY_NAME.get("EchoList-500").value()).getList())).isEqualTo(500);
        assertThat(((EchoSynthetic) BY_NAME.get("EchoSynthetic-1K").value()).getSynth().getBarray()).hasSize(1024);
        assertThat(((EchoSynthetic) BY_NAME.get("EchoSynthetic-100K").value()).getSynth().getBarray()).hasSize(102_400);
        assertThat(((GetOrderResponse) BY_NAME.get("GetOrderResponse-100").value()).getGetOrderResult()
                .getLineItems().getLineItem()).hasSize(100);
    }

    @Test
    void theBenchmarkRunsEveryBindingAndPayload() throws Exception {
        assertThat(paramValues(BindingBenchmark.Request.class, "request")).containsExactlyElementsOf(Payloads.REQUESTS);
        assertThat(paramValues(BindingBenchmark.Response.class, "response")).containsExactlyElementsOf(Payloads.RESPONSES);
        List<String> bindings = Arrays.stream(BindingName.values()).map(Enum::name).toList();
        assertThat(paramValues(BindingBenchmark.Request.class, "binding")).containsExactlyElementsOf(bindings);
        assertThat(paramValues(BindingBenchmark.Response.class, "binding")).containsExactlyElementsOf(bindings);
    }

    private static List<String> paramValues(Class<?> state, String field) throws NoSuchFieldException {
        return List.of(state.getField(field).getAnnotation(Param.class).value());
    }

    private static int listLength(TestNode node) {
        int length = 0;
        for (TestNode n = node; n != null; n = n.getNext()) {
            length++;
        }
        return length;
    }

    private static String text(byte[] xml) {
        return new String(xml, StandardCharsets.UTF_8);
    }

    private static Map<String, Payload> payloadsByName() {
        return Payloads.NAMES.stream().collect(Collectors.toMap(name -> name, PAYLOADS::payload));
    }

    private static Map<BindingName, MessageBinding> bindings() {
        Map<BindingName, MessageBinding> bindings = new EnumMap<>(BindingName.class);
        for (BindingName name : BindingName.values()) {
            bindings.put(name, name.create());
        }
        return bindings;
    }
}
