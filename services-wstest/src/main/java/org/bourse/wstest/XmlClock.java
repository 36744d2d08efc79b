package org.bourse.wstest;

import java.util.GregorianCalendar;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

/**
 * "Now" as an xsd:dateTime, for GetOrder's OrderDate and LastActivityDate: one definition, so both
 * order sources write the dates in the same form.
 */
final class XmlClock {

    // Looking the factory up is costly (service loading); its instances are stateless and shareable.
    private final DatatypeFactory datatypes;

    XmlClock() {
        try {
            this.datatypes = DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new IllegalStateException("No javax.xml.datatype implementation", e);
        }
    }

    XMLGregorianCalendar now() {
        return datatypes.newXMLGregorianCalendar(new GregorianCalendar());
    }
}
