/** Registration, the home page, the account page and the profile update. */
package org.bourse.web.account;
