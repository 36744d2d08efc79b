/** The welcome page with the login form, the login and logout actions, and unknown actions. */
package org.bourse.web.welcome;
