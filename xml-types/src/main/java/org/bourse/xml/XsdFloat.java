package org.bourse.xml;

import jakarta.xml.bind.annotation.adapters.XmlAdapter;

/** Binds every xsd:float of the generated wire types through {@link XsdNumbers}: a value beyond its range is refused. */
public final class XsdFloat extends XmlAdapter<String, Float> {

    @Override
    public Float unmarshal(String lexical) {
        return lexical == null ? null : XsdNumbers.parseFloat(lexical);
    }

    @Override
    public String marshal(Float value) {
        return value == null ? null : XsdNumbers.printFloat(value);
    }
}
