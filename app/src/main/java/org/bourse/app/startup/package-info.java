/** What a start-up that cannot go on reports: misconfiguration as Spring Boot's failure report, first thing. */
package org.bourse.app.startup;
