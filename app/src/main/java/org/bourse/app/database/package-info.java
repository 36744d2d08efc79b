/**
 * What a client gets while the database does not answer: a page or {@code /scenario} request a 503 with
 * {@code Retry-After} and one line of plain text ({@link org.bourse.app.database.DatabaseFailureResponder}),
 * a SOAP call a {@code soap:Server} fault saying the service is unavailable (HTTP 500, as SOAP 1.1 and the
 * WS-I Basic Profile require for a fault), neither logged per request. Whether a failure is the database
 * not answering, and the log of each outage, are the data-access layer's ({@code org.bourse.dal.outage});
 * docs/operations.md, "Database outages".
 */
package org.bourse.app.database;
