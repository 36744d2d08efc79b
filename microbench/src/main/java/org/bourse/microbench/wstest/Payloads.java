package org.bourse.microbench.wstest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import org.bourse.wstest.BenchmarkAccess;
import org.bourse.wstest.wire.EchoList;
import org.bourse.wstest.wire.EchoListResponse;
import org.bourse.wstest.wire.EchoStruct;
import org.bourse.wstest.wire.EchoStructResponse;
import org.bourse.wstest.wire.EchoSynthetic;
import org.bourse.wstest.wire.EchoSyntheticResponse;
import org.bourse.wstest.wire.EchoVoidResponse;
import org.bourse.wstest.wire.GetOrderResponse;
import org.bourse.wstest.wire.Synthetic;
import org.bourse.wstest.wire.TestStruct;

/**
 * The benchmark's messages, named {@code <element>[-<size>]}. Requests come from Bourse's own request
 * files (bench/wstest/requests, copied into the jar): the SOAP Body's child, byte for byte. Responses
 * are what the endpoint answers: the echoes wrap the request's content, GetOrder's order is the one
 * the server generates. EchoSynthetic's 10K and 100K requests, which have no file, are built as
 * bench/wstest/make-requests.sh builds the 1K one. A message's bytes, where no file gives them, are
 * what JAXB as CXF runs it writes: the server's default wire form.
 */
final class Payloads {

    /** The requests the server reads (unmarshals); {@link BindingBenchmark.Request}'s parameter lists them. */
    static final List<String> REQUESTS = List.of(
            "EchoVoid",
            "EchoStruct-20", "EchoStruct-100", "EchoStruct-500",
            "EchoList-20", "EchoList-100", "EchoList-500",
            "EchoSynthetic-1K", "EchoSynthetic-10K", "EchoSynthetic-100K",
            "GetOrder");

    /** The responses the server writes (marshals); {@link BindingBenchmark.Response}'s parameter lists them. */
    static final List<String> RESPONSES = List.of(
            "EchoVoidResponse",
            "EchoStructResponse-20", "EchoStructResponse-100", "EchoStructResponse-500",
            "EchoListResponse-20", "EchoListResponse-100", "EchoListResponse-500",
            "EchoSyntheticResponse-1K", "EchoSyntheticResponse-10K", "EchoSyntheticResponse-100K",
            "GetOrderResponse-20", "GetOrderResponse-100", "GetOrderResponse-500");

    /** Every payload the benchmark knows. */
    static final List<String> NAMES = Stream.concat(REQUESTS.stream(), RESPONSES.stream()).toList();

    private static final String REQUEST_FILES = "/wstest-requests/";
    private static final String BODY_START = "<soap:Body>";
    private static final String BODY_END = "</soap:Body>";

    private final CxfJaxbBinding jaxb = new CxfJaxbBinding();

    Payload payload(String name) {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("Unknown payload " + name + "; known: " + NAMES);
        }
        int dash = name.indexOf('-');
        String size = dash < 0 ? "" : name.substring(dash + 1);
        WsTestMessage message = WsTestMessage.named(dash < 0 ? name : name.substring(0, dash));
        return switch (message) {
            case ECHO_VOID, ECHO_STRUCT, ECHO_LIST -> fromRequestFile(name, message, name);
            // GetOrder's request is three ints whatever the order's size: one file stands for all.
            case GET_ORDER -> fromRequestFile(name, message, "GetOrder-20");
            case ECHO_SYNTHETIC -> "1K".equals(size)
                    ? fromRequestFile(name, message, name)
                    : written(name, message, echoSynthetic(size));
            case ECHO_VOID_RESPONSE -> written(name, message, new EchoVoidResponse());
            case ECHO_STRUCT_RESPONSE -> {
                EchoStructResponse response = new EchoStructResponse();
                response.setEchoStructResult(((EchoStruct) payload("EchoStruct-" + size).value()).getArray());
                yield written(name, message, response);
            }
            case ECHO_LIST_RESPONSE -> {
                EchoListResponse response = new EchoListResponse();
                response.setEchoListResult(((EchoList) payload("EchoList-" + size).value()).getList());
                yield written(name, message, response);
            }
            case ECHO_SYNTHETIC_RESPONSE -> {
                EchoSyntheticResponse response = new EchoSyntheticResponse();
                response.setEchoSyntheticResult(((EchoSynthetic) payload("EchoSynthetic-" + size).value()).getSynth());
                yield written(name, message, response);
            }
            case GET_ORDER_RESPONSE -> {
                GetOrderResponse response = new GetOrderResponse();
                response.setGetOrderResult(BenchmarkAccess.generatedOrder(1, 1, Integer.parseInt(size)));
                yield written(name, message, response);
            }
        };
    }

    private Payload fromRequestFile(String name, WsTestMessage message, String file) {
        String envelope = new String(resource(REQUEST_FILES + file + ".xml"), StandardCharsets.UTF_8);
        int start = envelope.indexOf(BODY_START);
        int end = envelope.lastIndexOf(BODY_END);
        if (start < 0 || end < start) {
            throw new IllegalStateException("Request file " + file + ".xml has no " + BODY_START + " element");
        }
        byte[] xml = envelope.substring(start + BODY_START.length(), end).getBytes(StandardCharsets.UTF_8);
        try {
            return new Payload(name, message, jaxb.unmarshal(xml, message), xml);
        } catch (Exception e) {
            throw new IllegalStateException("Request file " + file + ".xml does not bind", e);
        }
    }

    private Payload written(String name, WsTestMessage message, Object value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            jaxb.marshal(value, message, out);
        } catch (Exception e) {
            throw new IllegalStateException("JAXB cannot write " + name, e);
        }
        return new Payload(name, message, value, out.toByteArray());
    }

    /** As make-requests.sh: bytes 0..255 repeated, a TestStruct of 1, and the size in the string. */
    private static EchoSynthetic echoSynthetic(String size) {
        int bytes = Integer.parseInt(size.substring(0, size.length() - 1)) * 1024;
        byte[] barray = new byte[bytes];
        for (int k = 0; k < bytes; k++) {
            barray[k] = (byte) k;
        }
        TestStruct struct = new TestStruct();
        struct.setI(1);
        struct.setF(1.5f);
        struct.setS("String 1");
        Synthetic synth = new Synthetic();
        synth.setStrng("Synthetic " + size);
        synth.setStrct(struct);
        synth.setBarray(barray);
        EchoSynthetic request = new EchoSynthetic();
        request.setSynth(synth);
        return request;
    }

    private static byte[] resource(String path) {
        try (InputStream in = Payloads.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("No " + path + " on the classpath (copied from bench/wstest/requests)");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
