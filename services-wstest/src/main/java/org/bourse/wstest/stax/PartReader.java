package org.bourse.wstest.stax;

import java.util.Collection;

import javax.xml.namespace.QName;
import javax.xml.stream.XMLStreamReader;
import javax.xml.validation.Schema;

import org.apache.cxf.databinding.DataReader;
import org.apache.cxf.message.Attachment;
import org.apache.cxf.service.model.MessagePartInfo;

/** CXF's reader of a message part: the request element, which names what it is. */
final class PartReader implements DataReader<XMLStreamReader> {

    @Override
    public Object read(XMLStreamReader input) {
        return RequestReader.read(input);
    }

    @Override
    public Object read(MessagePartInfo part, XMLStreamReader input) {
        return RequestReader.read(input);
    }

    @Override
    public Object read(QName elementQName, XMLStreamReader input, Class<?> type) {
        return RequestReader.read(input);
    }

    @Override
    public void setSchema(Schema schema) {
        // No schema validation: the WSTest endpoint runs without it (docs/wstest.md).
    }

    @Override
    public void setAttachments(Collection<Attachment> attachments) {
        // WSTest has no attachments.
    }

    @Override
    public void setProperty(String property, Object value) {
        // Nothing is configured per message.
    }
}
