package org.bourse.microbench.wstest;

import java.io.ByteArrayOutputStream;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the server does with each WSTest message, for each binding: unmarshal of the requests it reads
 * ({@link Payloads#REQUESTS}) and marshal of the responses it writes ({@link Payloads#RESPONSES}). Each
 * operation makes its StAX reader or writer as CXF does per message; input is the payload's bytes in
 * memory, output goes to one reused buffer. Average time per operation, in microseconds. The defaults
 * (one fork, 3 × 2 s warm-up, 5 × 2 s measured) keep the whole matrix near half an hour; JMH's
 * command-line options override them.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class BindingBenchmark {

    /** A request as the server reads it. */
    @State(Scope.Thread)
    public static class Request {

        @Param({"JAXB", "JACKSON", "STAX"})
        public BindingName binding;

        // Kept equal to Payloads.REQUESTS (BindingsAgreeTest checks it).
        @Param({"EchoVoid",
                "EchoStruct-20", "EchoStruct-100", "EchoStruct-500",
                "EchoList-20", "EchoList-100", "EchoList-500",
                "EchoSynthetic-1K", "EchoSynthetic-10K", "EchoSynthetic-100K",
                "GetOrder"})
        public String request;

        MessageBinding codec;
        Payload message;

        @Setup
        public void setUp() {
            codec = binding.create();
            message = new Payloads().payload(request);
        }
    }

    /** A response as the server writes it. */
    @State(Scope.Thread)
    public static class Response {

        @Param({"JAXB", "JACKSON", "STAX"})
        public BindingName binding;

        // Kept equal to Payloads.RESPONSES (BindingsAgreeTest checks it).
        @Param({"EchoVoidResponse",
                "EchoStructResponse-20", "EchoStructResponse-100", "EchoStructResponse-500",
                "EchoListResponse-20", "EchoListResponse-100", "EchoListResponse-500",
                "EchoSyntheticResponse-1K", "EchoSyntheticResponse-10K", "EchoSyntheticResponse-100K",
                "GetOrderResponse-20", "GetOrderResponse-100", "GetOrderResponse-500"})
        public String response;

        MessageBinding codec;
        Payload message;
        ByteArrayOutputStream out;

        @Setup
        public void setUp() {
            codec = binding.create();
            message = new Payloads().payload(response);
            out = new ByteArrayOutputStream(2 * message.xml().length + 1024);
        }
    }

    @Benchmark
    public Object unmarshal(Request request) throws Exception {
        return request.codec.unmarshal(request.message.xml(), request.message.message());
    }

    @Benchmark
    public int marshal(Response response) throws Exception {
        response.out.reset();
        response.codec.marshal(response.message.value(), response.message.message(), response.out);
        return response.out.size();
    }
}
