/**
 * DayTrader's JAX-RS echo primitives ({@code /jaxrs/sync/echoText}, {@code echoJSON}, {@code echoXML}) as
 * Spring MVC endpoints at the same paths: request binding and (un)marshalling of text, JSON (Jackson)
 * and XML (JAXB), nothing else.
 */
package org.bourse.web.primitive.rest;
