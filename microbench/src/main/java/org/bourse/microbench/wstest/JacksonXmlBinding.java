package org.bourse.microbench.wstest;

import java.io.OutputStream;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;
import javax.xml.stream.XMLStreamWriter;

import com.fasterxml.jackson.annotation.JsonInclude;

import tools.jackson.core.Base64Variants;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.databind.DeserializationContext;
import tools.jackson.databind.deser.std.FromStringDeserializer;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.ToStringSerializer;
import tools.jackson.dataformat.xml.XmlFactory;
import tools.jackson.dataformat.xml.XmlMapper;
import tools.jackson.module.jakarta.xmlbind.JakartaXmlBindAnnotationModule;

/**
 * Jackson 3's XML data binding on the same generated wire classes, mapped through their JAXB
 * annotations (Jackson's Jakarta XML Bind module, so the XsdInt/XsdFloat adapters apply too) and
 * configured to write what JAXB writes: see {@link WireTypesIntrospector}; nulls left out; base64
 * on one line; dateTimes in their own lexical form (Jackson would print them in UTC). It reads from
 * the reader CXF makes, as a CXF data binding would be handed it. It writes through Jackson's own
 * Woodstox writer: Jackson names each element's namespace and leaves declaring it to a
 * namespace-repairing writer, which CXF's is not.
 */
final class JacksonXmlBinding implements MessageBinding {

    /** Far deeper than CXF's reader allows, so Jackson is never the one to refuse a deep EchoList. */
    private static final int MAX_NESTING = 4096;

    private final XmlMapper mapper;

    JacksonXmlBinding() {
        XmlFactory factory = XmlFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_NESTING).build())
                .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(MAX_NESTING).build())
                .build();
        mapper = XmlMapper.builder(factory)
                .addModule(new JakartaXmlBindAnnotationModule(new WireTypesIntrospector())
                        .setNonNillableInclusion(JsonInclude.Include.NON_NULL))
                .addModule(dateTimesAsJaxbWritesThem())
                .defaultUseWrapper(false)
                .defaultBase64Variant(Base64Variants.MIME_NO_LINEFEEDS)
                .build();
    }

    @Override
    public Object unmarshal(byte[] xml, WsTestMessage message) throws Exception {
        return CxfStreams.read(xml, reader -> mapper.readValue(reader, message.wireClass()));
    }

    @Override
    public void marshal(Object value, WsTestMessage message, OutputStream out) throws Exception {
        XMLStreamWriter writer = mapper.tokenStreamFactory().getXMLOutputFactory().createXMLStreamWriter(out, "UTF-8");
        mapper.writeValue(writer, value);
        CxfStreams.end(writer);
    }

    private static SimpleModule dateTimesAsJaxbWritesThem() {
        DatatypeFactory datatypes;
        try {
            datatypes = DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new IllegalStateException("No javax.xml.datatype implementation", e);
        }
        return new SimpleModule("xsd-dateTime")
                .addSerializer(XMLGregorianCalendar.class, new ToStringSerializer(XMLGregorianCalendar.class))
                .addDeserializer(XMLGregorianCalendar.class, new FromStringDeserializer<>(XMLGregorianCalendar.class) {
                    @Override
                    protected XMLGregorianCalendar _deserialize(String lexical, DeserializationContext context) {
                        return datatypes.newXMLGregorianCalendar(lexical);
                    }
                });
    }
}
