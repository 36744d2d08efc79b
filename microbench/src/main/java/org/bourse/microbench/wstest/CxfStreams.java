package org.bourse.microbench.wstest;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.util.Map;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;

import org.apache.cxf.staxutils.StaxUtils;
import org.bourse.wstest.BenchmarkAccess;

/**
 * One message's StAX reader or writer, made and ended as CXF does for each SOAP message: the reader
 * of StaxInInterceptor (StaxUtils' Woodstox factory, UTF-8, then the endpoint's parser limits as
 * StaxUtils.configureReader applies them) closed as StaxInEndingInterceptor closes it (Woodstox hands
 * its buffers back on close); the writer of StaxOutInterceptor, flushed and closed as
 * StaxOutEndingInterceptor does.
 */
final class CxfStreams {

    private static final Map<String, Object> LIMITS = BenchmarkAccess.defaultParserLimits();
    private static final Integer MAX_CHILD_ELEMENTS = (Integer) LIMITS.get(StaxUtils.MAX_CHILD_ELEMENTS);
    private static final Integer MAX_ELEMENT_DEPTH = (Integer) LIMITS.get(StaxUtils.MAX_ELEMENT_DEPTH);
    private static final Integer MAX_TEXT_LENGTH = (Integer) LIMITS.get(StaxUtils.MAX_TEXT_LENGTH);
    private static final Long MAX_ELEMENT_COUNT = (Long) LIMITS.get(StaxUtils.MAX_ELEMENT_COUNT);

    /** What a binding does with the reader, from the message element's START_ELEMENT. */
    interface Read {
        Object from(XMLStreamReader reader) throws Exception;
    }

    /** What a binding does with the writer: write the message element. */
    interface Write {
        void to(XMLStreamWriter writer) throws Exception;
    }

    private CxfStreams() {
    }

    /** Reads {@code xml} with a reader on its root START_ELEMENT, where DocLiteralInInterceptor reads the part. */
    static Object read(byte[] xml, Read body) throws Exception {
        XMLStreamReader reader = StaxUtils.createXMLStreamReader(new ByteArrayInputStream(xml), "UTF-8");
        try {
            reader = StaxUtils.configureReader(reader, MAX_CHILD_ELEMENTS, MAX_ELEMENT_DEPTH, null, null,
                    MAX_TEXT_LENGTH, MAX_ELEMENT_COUNT, null);
            reader.nextTag();
            return body.from(reader);
        } finally {
            StaxUtils.close(reader);
        }
    }

    static void write(OutputStream out, Write body) throws Exception {
        XMLStreamWriter writer = StaxUtils.createXMLStreamWriter(out, "UTF-8");
        body.to(writer);
        end(writer);
    }

    /**
     * Ends a writer a binding made itself as {@link #write} ends CXF's: flushed and closed. Not
     * writeEndDocument: the message element is closed already, and a binding that hands the writer
     * its markup as raw text (the StAX binding) leaves Woodstox with no root element to end.
     */
    static void end(XMLStreamWriter writer) throws XMLStreamException {
        try {
            writer.flush();
        } finally {
            StaxUtils.close(writer);
        }
    }
}
