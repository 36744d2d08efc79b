package org.bourse.wstest.stax;

import java.util.Collection;
import java.util.ResourceBundle;

import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import javax.xml.validation.Schema;

import org.apache.cxf.common.i18n.Message;
import org.apache.cxf.databinding.DataWriter;
import org.apache.cxf.interceptor.Fault;
import org.apache.cxf.message.Attachment;
import org.apache.cxf.service.model.MessagePartInfo;

/** CXF's writer of a message part: the response element. A missing response writes nothing, as with JAXB. */
final class PartWriter implements DataWriter<XMLStreamWriter> {

    @Override
    public void write(Object response, XMLStreamWriter output) {
        if (response != null) {
            try {
                ResponseWriter.write(response, output);
            } catch (XMLStreamException e) {
                throw new Fault(new Message("Marshalling Error: " + e.getMessage(), (ResourceBundle) null), e);
            }
        }
    }

    @Override
    public void write(Object response, MessagePartInfo part, XMLStreamWriter output) {
        write(response, output);
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
    public void setProperty(String key, Object value) {
        // Nothing is configured per message.
    }
}
