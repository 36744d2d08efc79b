/** HTTP listener concerns that sit in front of every service: request limits. */
package org.bourse.app.http;
