package org.bourse.web.primitive.rest;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlType;

/**
 * The XML echo's object, DayTrader's {@code <xmlObject>}: sixteen text elements {@code prop0001} to
 * {@code prop0016} and {@code x}. JAXB fills the fields and writes them back.
 */
@XmlRootElement(name = "xmlObject")
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(propOrder = {"prop0001", "prop0002", "prop0003", "prop0004", "prop0005", "prop0006", "prop0007",
        "prop0008", "prop0009", "prop0010", "prop0011", "prop0012", "prop0013", "prop0014", "prop0015", "prop0016",
        "x"})
class XmlObject {
    String prop0001;
    String prop0002;
    String prop0003;
    String prop0004;
    String prop0005;
    String prop0006;
    String prop0007;
    String prop0008;
    String prop0009;
    String prop0010;
    String prop0011;
    String prop0012;
    String prop0013;
    String prop0014;
    String prop0015;
    String prop0016;
    String x;
}
