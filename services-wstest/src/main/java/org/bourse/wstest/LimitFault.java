package org.bourse.wstest;

import org.apache.cxf.binding.soap.SoapFault;
import org.apache.cxf.interceptor.Fault;

/** SOAP faults (soap:Client) for requests outside the service's limits, naming the setting. */
final class LimitFault {

    private LimitFault() {
    }

    static SoapFault exceeded(String what, long actual, String setting, long limit) {
        return new SoapFault(what + " is " + actual + "; the limit is " + limit
                + " (bourse.wstest.limits." + setting + ")", Fault.FAULT_CODE_CLIENT);
    }

    static SoapFault invalid(String message) {
        return new SoapFault(message, Fault.FAULT_CODE_CLIENT);
    }
}
