package org.bourse.xml;

import jakarta.xml.bind.annotation.adapters.XmlAdapter;

/** Binds every xsd:double of the generated wire types through {@link XsdNumbers}: a value beyond its range is refused. */
public final class XsdDouble extends XmlAdapter<String, Double> {

    @Override
    public Double unmarshal(String lexical) {
        return lexical == null ? null : XsdNumbers.parseDouble(lexical);
    }

    @Override
    public String marshal(Double value) {
        return value == null ? null : XsdNumbers.printDouble(value);
    }
}
