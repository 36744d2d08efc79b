package org.bourse.wstest.stax;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;

import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import org.apache.cxf.staxutils.StaxUtils;
import org.bourse.wstest.wire.COfLineItem;
import org.bourse.wstest.wire.COfTestStruct;
import org.bourse.wstest.wire.EchoListResponse;
import org.bourse.wstest.wire.EchoStructResponse;
import org.bourse.wstest.wire.EchoSyntheticResponse;
import org.bourse.wstest.wire.EchoVoidResponse;
import org.bourse.wstest.wire.GetOrderResponse;
import org.bourse.wstest.wire.Order;
import org.bourse.wstest.wire.TestNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.xmlunit.builder.DiffBuilder;
import org.xmlunit.diff.Diff;

/** The StAX binding writes every response with the very bytes CXF's JAXB binding writes for the same object. */
class StaxBytesTest {

    static final JaxbAsCxf JAXB = JaxbAsCxf.jaxb();

    @ParameterizedTest(name = "{0} elements")
    @ValueSource(ints = {0, 1, 20, 500})
    void everyResponseAtEverySizeIsJaxbsBytes(int size) {
        for (Object response : Messages.responses(size)) {
            assertSameBytes(response);
        }
    }

    @Test
    void emptyAndMissingResultsAreJaxbsBytes() {
        EchoStructResponse noArray = new EchoStructResponse();
        EchoStructResponse emptyArray = new EchoStructResponse();
        emptyArray.setEchoStructResult(new COfTestStruct());
        EchoListResponse noList = new EchoListResponse();
        EchoListResponse emptyNode = new EchoListResponse();
        emptyNode.setEchoListResult(new TestNode());
        EchoSyntheticResponse noSynthetic = new EchoSyntheticResponse();
        GetOrderResponse noOrder = new GetOrderResponse();
        GetOrderResponse emptyOrder = new GetOrderResponse();
        emptyOrder.setGetOrderResult(new Order());
        GetOrderResponse nilItems = new GetOrderResponse();
        Order order = Messages.order(2);
        order.getLineItems().getLineItem().add(1, null);
        order.getCustomer().setShippingAddress(null);
        nilItems.setGetOrderResult(order);
        GetOrderResponse noItems = new GetOrderResponse();
        Order none = Messages.order(0);
        none.setLineItems(new COfLineItem());
        noItems.setGetOrderResult(none);
        for (Object response : List.of(new EchoVoidResponse(), noArray, emptyArray, noList, emptyNode, noSynthetic,
                noOrder, emptyOrder, nilItems, noItems)) {
            assertSameBytes(response);
        }
    }

    /** Nil elements, a TestNode where a TestStruct goes, markup and control characters, extremes, dates. */
    @Test
    void randomResponsesWithEveryOddValueAreJaxbsBytes() {
        Messages.Odd odd = new Messages.Odd(31);
        for (int k = 0; k < 2000; k++) {
            assertSameBytes(odd.response());
        }
    }

    @Test
    void aLongTextAndALargeBarrayAreJaxbsBytes() {
        EchoSyntheticResponse response = new EchoSyntheticResponse();
        response.setEchoSyntheticResult(Messages.synthetic(1024 * 1024));
        response.getEchoSyntheticResult().setStrng("<&>\r".repeat(20_000) + "é".repeat(50_000));
        assertSameBytes(response);
    }

    /** A writer that takes no raw text (here the JDK's own) gets the same XML through the plain StAX calls. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void aPlainStaxWriterGetsTheSameXml(long seed) throws XMLStreamException {
        Messages.Odd odd = new Messages.Odd(seed);
        for (Object response : Stream.concat(Messages.responses(20).stream(), Stream.generate(odd::response).limit(300))
                .toList()) {
            StringWriter text = new StringWriter();
            XMLStreamWriter plain = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(text);
            WsTestStax.write(response, plain);
            plain.flush();
            Diff diff = DiffBuilder.compare(new String(JAXB.write(response), StandardCharsets.UTF_8)).withTest(text.toString())
                    .checkForSimilar().build();
            assertThat(diff.hasDifferences()).as(diff.toString()).isFalse();
        }
    }

    static void assertSameBytes(Object response) {
        String jaxb = new String(JAXB.write(response), StandardCharsets.UTF_8);
        assertThat(stax(response)).isEqualTo(jaxb);
    }

    /** What the StAX binding writes through a writer made as CXF makes the endpoint's. */
    static String stax(Object response) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        XMLStreamWriter writer = StaxUtils.createXMLStreamWriter(out);
        WsTestStax.write(response, writer);
        try {
            writer.flush();
        } catch (XMLStreamException e) {
            throw new IllegalStateException(e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

}
