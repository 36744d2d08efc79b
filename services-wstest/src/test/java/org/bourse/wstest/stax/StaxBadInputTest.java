package org.bourse.wstest.stax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.Function;

import javax.xml.stream.XMLStreamReader;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Requests JAXB reads with leniency or refuses: the StAX binding reads the same objects, refuses the same
 * requests with the same fault text (and the same cause where the application looks at it), and leaves
 * the reader where JAXB leaves it. The few texts JAXB cannot refuse cleanly get a message of their own.
 */
class StaxBadInputTest {

    static final String NS = " xmlns=\"uri:WSTestWeb-TestService\"";
    static final String XSI = " xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"";
    static final String T = " xmlns:t=\"uri:WSTestWeb-TestService\"";
    static final JaxbAsCxf JAXB = JaxbAsCxf.jaxb();

    @ParameterizedTest
    @ValueSource(strings = {
        // What JAXB accepts: children in any order, the last of a repeated one, a missing one left null,
        // text, comments and unknown attributes between children, xsi:nil on elements that are not nillable.
        "<EchoStruct" + NS + "><array><l><s>a</s><i>1</i><f>2</f></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><array><l><f>1</f><s>a</s></l></array></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array><l><i>1</i><i>2</i><f>1</f><f xsi:nil='true'/><s>x</s><s/></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><array><l>text<i>1</i>more<!-- c --></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><array><l a='b'><i c='d'>1</i></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><array><l><i>1<!-- c -->2</i><s>a<![CDATA[<b>]]>&amp;c&#13;</s></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><array></array></EchoStruct>",
        "<EchoStruct" + NS + "><array/><array><l><i>5</i></l></array></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array xsi:nil='true'/></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array><l xsi:nil='true'/><l><i>1</i></l></array></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array><l><f xsi:nil=' true '>3</f><s xsi:nil='true'>abc<x/></s></l></array></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array><l><f xsi:nil='yes'>3</f><s xsi:nil=''>a</s></l></array></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array><l><f xsi:nil='truex'>3</f><s xsi:nil='tru'>a</s></l></array></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array><l><f xsi:nil='0'>3</f><s xsi:nil='  1  '>a</s></l></array></EchoStruct>",
        "<EchoStruct" + NS + " xmlns:x='http://www.w3.org/2001/XMLSchema-instance'><array><l><f x:nil='1'/><s nil='true'>a</s></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><array><l><i>  +0012 </i><f> -0 </f><s>  </s></l></array></EchoStruct>",
        "<t:EchoStruct" + T + "><t:array><t:l><t:i>1</t:i></t:l></t:array></t:EchoStruct>",
        "<EchoList" + NS + "><list><i>1</i><Next><i>2</i><Next/></Next></list></EchoList>",
        "<EchoList" + NS + "><list><Next><i>2</i></Next><i>1</i><Next><i>3</i></Next><s>late</s></list></EchoList>",
        "<EchoList" + NS + XSI + "><list xsi:nil='true'><i>1</i></list></EchoList>",
        "<EchoList" + NS + "></EchoList>",
        "<EchoSynthetic" + NS + XSI + "><synth><Strng xsi:nil='true'>x</Strng><Barray xsi:nil='true'>AAAA</Barray></synth></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth><Barray></Barray><Strng></Strng></synth></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth/></EchoSynthetic>",
        "<GetOrder" + NS + "><messageSize>3</messageSize><orderId>1</orderId></GetOrder>",
        "<EchoVoid" + NS + ">text<!-- c --></EchoVoid>",
        "<EchoVoid" + NS + " a='b'/>",
        // xsi:type where JAXB reads it (a TestStruct position) and where it does not.
        "<EchoStruct" + NS + XSI + T + "><array><l xsi:type='t:TestNode'><i>1</i><Next><i>2</i></Next></l></array></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array><l xsi:type=' TestNode '><i>1</i></l><l xsi:type='TestStruct'/></array></EchoStruct>",
        "<EchoSynthetic" + NS + XSI + T + "><synth><Strct xsi:type='t:TestNode'><i>1</i><Next><i>2</i></Next></Strct></synth></EchoSynthetic>",
        "<EchoList" + NS + XSI + T + "><list xsi:type='t:Foo'><i>1</i></list></EchoList>",
        "<EchoSynthetic" + NS + XSI + T + "><synth xsi:type='t:Order'><Strng>s</Strng></synth></EchoSynthetic>",
        // Base64 as JAXB reads it: characters outside the alphabet skipped, a last incomplete group dropped.
        "<EchoSynthetic" + NS + "><synth><Barray>!!!</Barray></synth></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth><Barray>AQID BA==</Barray></synth></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth><Barray>AQI</Barray></synth></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth><Barray>AQIDBA==AQID</Barray></synth></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth><Barray>A=QID</Barray></synth></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth><Barray>\nAQID\nBAUG\n</Barray></synth></EchoSynthetic>",
        // What JAXB refuses: an element it does not expect, in the wrong namespace, inside a value...
        "<EchoStruct" + NS + "><array><l><i>1</i><x/><f>1</f><s>a</s></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><foo/></EchoStruct>",
        "<EchoStruct" + NS + "><array xmlns=''><l><i>1</i></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><array><x/></array></EchoStruct>",
        "<EchoStruct" + NS + "><array><l><i>1</i><Next/></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><EchoStruct/></EchoStruct>",
        "<EchoStruct" + NS + "><l><i>1</i></l></EchoStruct>",
        "<EchoStruct" + NS + "><array><l><i>1<x/></i></l></array></EchoStruct>",
        "<EchoList" + NS + "><x/></EchoList>",
        "<EchoList" + NS + "><list><Strng>1</Strng></list></EchoList>",
        "<EchoList" + NS + "><list><i>1</i><Next><i>2</i><Next><Next><bad/></Next></Next></Next></list></EchoList>",
        "<EchoSynthetic" + NS + "><x/></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth><x/></synth></EchoSynthetic>",
        "<EchoSynthetic" + NS + "><synth><Strng>a<x/>b</Strng></synth></EchoSynthetic>",
        "<GetOrder" + NS + "><orderId>1</orderId><bogus>2</bogus></GetOrder>",
        "<GetOrder" + NS + "><OrderId>1</OrderId></GetOrder>",
        "<GetOrder" + NS + "><orderId>1</orderId><customerId><x/></customerId></GetOrder>",
        "<EchoVoid" + NS + "><x/></EchoVoid>",
        // ...and a value not of its type, which the fault keeps as its cause.
        "<GetOrder" + NS + "><orderId>one</orderId></GetOrder>",
        "<GetOrder" + NS + "><orderId></orderId></GetOrder>",
        "<GetOrder" + NS + XSI + "><orderId xsi:nil='true'/><customerId>2</customerId></GetOrder>",
        "<GetOrder" + NS + "><messageSize>4294967299</messageSize></GetOrder>",
        "<EchoStruct" + NS + "><array><l><i>1</i><f/><s>x</s></l></array></EchoStruct>",
        "<EchoStruct" + NS + XSI + "><array><l><i xsi:nil='true'/><f>1</f></l></array></EchoStruct>",
        "<EchoStruct" + NS + "><array><l><i>2</i><f>1e40</f></l></array></EchoStruct>",
        "<EchoList" + NS + "><list><i>1</i><Next><i>x</i></Next></list></EchoList>",
        "<EchoList" + NS + "><list><i>1</i><Next><f>1e-50</f></Next></list></EchoList>",
        "<EchoSynthetic" + NS + "><synth><Strct><i>2147483648</i></Strct></synth></EchoSynthetic>",
    })
    void readsOrRefusesAsJaxbDoes(String xml) {
        assertThat(outcome(xml, WsTestStax::read)).isEqualTo(outcome(xml, JAXB::read));
    }

    @Test
    void aValueNotOfItsTypeKeepsTheNumberFormatExceptionForTheApplicationToNameTheElement() {
        assertThatThrownBy(() -> JaxbAsCxf.read("<GetOrder" + NS + "><customerId>one</customerId></GetOrder>",
                WsTestStax::read))
                .isInstanceOf(SoapFault.class)
                .hasMessage("Unmarshalling Error: java.lang.NumberFormatException: Not a number: one ")
                .hasCauseInstanceOf(NumberFormatException.class)
                .satisfies(e -> assertThat(((Fault) e).getFaultCode()).isEqualTo(Fault.FAULT_CODE_CLIENT));
    }

    /** JAXB fails on these with an unrelated message, or an IllegalArgumentException CXF answers as its own failure. */
    @Test
    void textsJaxbCannotRefuseCleanlyGetAClearClientFault() {
        assertRefused("<EchoStruct" + NS + XSI + T + "><array><l xsi:type='t:Foo'><i>1</i></l></array></EchoStruct>",
                "l: xsi:type \"t:Foo\" is neither {uri:WSTestWeb-TestService}TestStruct nor {uri:WSTestWeb-TestService}TestNode");
        assertRefused("<EchoStruct" + NS + XSI + T + "><array><l xsi:type='t:Order'><i>1</i></l></array></EchoStruct>",
                "l: xsi:type \"t:Order\" is neither {uri:WSTestWeb-TestService}TestStruct nor {uri:WSTestWeb-TestService}TestNode");
        assertRefused("<EchoSynthetic" + NS + XSI + "><synth><Strct xsi:type='xsd:string'>x</Strct></synth></EchoSynthetic>",
                "Strct: xsi:type \"xsd:string\" is neither {uri:WSTestWeb-TestService}TestStruct nor {uri:WSTestWeb-TestService}TestNode");
        assertRefused("<EchoSynthetic" + NS + XSI + "><synth><Strct xsi:type=' '/></synth></EchoSynthetic>",
                "Strct: xsi:type \"\" is neither {uri:WSTestWeb-TestService}TestStruct nor {uri:WSTestWeb-TestService}TestNode");
        assertRefused("<EchoSynthetic" + NS + "><synth><Barray>AQé=</Barray></synth></EchoSynthetic>",
                "Barray: the character U+00E9 at offset 2 is not base64");
        assertRefused("<EchoSynthetic" + NS + "><synth><Barray>AAAA==</Barray></synth></EchoSynthetic>",
                "Barray: not base64: its = padding does not match its length");
        assertRefused("<EchoSynthetic" + NS + "><synth><Barray>=</Barray></synth></EchoSynthetic>",
                "Barray: not base64: its = padding does not match its length");
    }

    /** JAXB fails on {@code xsi:nil="t"} (its boolean reader runs off the end); here it is any word but true. */
    @Test
    void anXsiNilOfTIsNotTrue() {
        String xml = "<EchoStruct" + NS + XSI + "><array><l><f xsi:nil='t'>3</f><s xsi:nil='f'>a</s></l></array></EchoStruct>";
        assertThat(outcome(xml, JAXB::read)).startsWith("failure: java.lang.StringIndexOutOfBoundsException");
        assertThat(outcome(xml, WsTestStax::read)).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
                + "<EchoStruct xmlns=\"uri:WSTestWeb-TestService\"><array><l><f>3.0</f><s>a</s></l></array></EchoStruct>");
    }

    private static void assertRefused(String xml, String message) {
        assertThat(outcome(xml, JAXB::read)).as("JAXB's answer").doesNotContain(message);
        assertThatThrownBy(() -> JaxbAsCxf.read(xml, WsTestStax::read)).isInstanceOf(SoapFault.class)
                .hasMessage("Unmarshalling Error: " + message + " ")
                .satisfies(e -> assertThat(((Fault) e).getFaultCode()).isEqualTo(Fault.FAULT_CODE_CLIENT));
    }

    /**
     * What a binding makes of a request: the object as JAXB writes it, or the fault's text and whether a
     * NumberFormatException is among its causes; then where the reader stands.
     */
    static String outcome(String xml, Function<XMLStreamReader, Object> binding) {
        XMLStreamReader[] reader = new XMLStreamReader[1];
        String result;
        try {
            result = StaxRoundTripTest.marshal(JaxbAsCxf.read(xml, r -> binding.apply(reader[0] = r)));
        } catch (Fault e) {
            result = "fault: " + e.getMessage() + (numberFormat(e) ? " (NumberFormatException)" : "");
        } catch (RuntimeException e) {
            result = "failure: " + e;
        }
        return result + " at " + position(reader[0]);
    }

    private static boolean numberFormat(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof NumberFormatException) {
                return true;
            }
        }
        return false;
    }

    private static String position(XMLStreamReader reader) {
        if (reader == null) {
            return "nothing";
        }
        int event = reader.getEventType();
        return event + (reader.isStartElement() || reader.isEndElement() ? " " + reader.getLocalName() : "");
    }
}
