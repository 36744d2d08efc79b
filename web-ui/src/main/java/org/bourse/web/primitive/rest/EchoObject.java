package org.bourse.web.primitive.rest;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The JSON echo's object: sixteen text properties, {@code prop0001} to {@code prop0016}, as DayTrader's
 * test object has. Unknown properties are ignored and absent ones left out of the answer, as JSON-B does.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
record EchoObject(String prop0001, String prop0002, String prop0003, String prop0004, String prop0005,
        String prop0006, String prop0007, String prop0008, String prop0009, String prop0010, String prop0011,
        String prop0012, String prop0013, String prop0014, String prop0015, String prop0016) {
}
