/**
 * Bourse's Spring Boot plumbing, used by every module that starts with the server: a setting refused at
 * start-up with what to do ({@link org.bourse.boot.InvalidSetting}, which the server's failure analyzer
 * reports first), settings that moved to new names ({@link org.bourse.boot.RenamedSettings}, one subclass per
 * technology, each old name also declared deprecated with its replacement in its module's
 * {@code META-INF/additional-spring-configuration-metadata.json}, so that IDEs flag it), and one technology's
 * auto-configurations run only on the nodes whose settings use it ({@link org.bourse.boot.ModeAutoConfigurations}).
 * It sits in the lowest module with Spring Boot, and depends on no other Bourse package.
 */
package org.bourse.boot;
