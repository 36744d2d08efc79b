package org.bourse.xml;

import jakarta.xml.bind.annotation.adapters.XmlAdapter;

/** Binds every xsd:int of the generated wire types through {@link XsdNumbers}: a value that does not fit is refused. */
public final class XsdInt extends XmlAdapter<String, Integer> {

    @Override
    public Integer unmarshal(String lexical) {
        return lexical == null ? null : XsdNumbers.parseInt(lexical);
    }

    @Override
    public String marshal(Integer value) {
        return value == null ? null : value.toString();
    }
}
