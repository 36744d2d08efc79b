package org.bourse.wstest.stax;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

import org.bourse.wstest.wire.COfTestStruct;
import org.bourse.wstest.wire.EchoListResponse;
import org.bourse.wstest.wire.EchoStructResponse;
import org.bourse.wstest.wire.EchoSyntheticResponse;
import org.bourse.wstest.wire.EchoVoidResponse;
import org.bourse.wstest.wire.GetOrderResponse;
import org.bourse.wstest.wire.Synthetic;
import org.bourse.wstest.wire.TestStruct;
import org.codehaus.stax2.XMLStreamWriter2;

/** Writes the five WSTest response elements, each as JAXB writes it for CXF. */
final class ResponseWriter {

    private final Markup out;
    private final StructWriter structs;
    private final OrderWriter orders;

    private ResponseWriter(Markup out) {
        this.out = out;
        this.structs = new StructWriter(out);
        this.orders = new OrderWriter(out);
    }

    /** @throws IllegalArgumentException if {@code response} is not a WSTest response element */
    static void write(Object response, XMLStreamWriter writer) throws XMLStreamException {
        Markup markup = writer instanceof XMLStreamWriter2 raw ? new RawMarkup(raw) : new ApiMarkup(writer);
        new ResponseWriter(markup).response(response);
        markup.finish();
    }

    private void response(Object response) throws XMLStreamException {
        if (response instanceof EchoListResponse list) {
            out.root("EchoListResponse");
            if (list.getEchoListResult() != null) {
                structs.node("EchoListResult", list.getEchoListResult());
            }
            out.end("EchoListResponse");
        } else if (response instanceof EchoStructResponse struct) {
            out.root("EchoStructResponse");
            if (struct.getEchoStructResult() != null) {
                array("EchoStructResult", struct.getEchoStructResult());
            }
            out.end("EchoStructResponse");
        } else if (response instanceof GetOrderResponse order) {
            out.root("GetOrderResponse");
            if (order.getGetOrderResult() != null) {
                orders.order("GetOrderResult", order.getGetOrderResult());
            }
            out.end("GetOrderResponse");
        } else if (response instanceof EchoSyntheticResponse synthetic) {
            out.root("EchoSyntheticResponse");
            if (synthetic.getEchoSyntheticResult() != null) {
                synthetic("EchoSyntheticResult", synthetic.getEchoSyntheticResult());
            }
            out.end("EchoSyntheticResponse");
        } else if (response instanceof EchoVoidResponse) {
            out.root("EchoVoidResponse");
            out.end("EchoVoidResponse");
        } else {
            throw new IllegalArgumentException("Not a WSTest response element: "
                    + (response == null ? "null" : response.getClass().getName()));
        }
    }

    /** JAXB leaves out a missing {@code l}: the element is not nillable. */
    private void array(String name, COfTestStruct array) throws XMLStreamException {
        out.start(name);
        for (TestStruct item : array.getL()) {
            if (item != null) {
                structs.struct("l", item);
            }
        }
        out.end(name);
    }

    private void synthetic(String name, Synthetic synthetic) throws XMLStreamException {
        out.start(name);
        if (synthetic.getStrng() != null) {
            out.element("Strng", synthetic.getStrng());
        }
        if (synthetic.getStrct() != null) {
            structs.struct("Strct", synthetic.getStrct());
        }
        if (synthetic.getBarray() != null) {
            out.start("Barray");
            out.base64(synthetic.getBarray());
            out.end("Barray");
        }
        out.end(name);
    }
}
