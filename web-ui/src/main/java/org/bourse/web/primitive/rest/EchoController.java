package org.bourse.web.primitive.rest;

import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * The echoes at DayTrader's {@code /jaxrs/sync/…}, and at {@code /rest/sync/…} too, where a JAX-RS runtime
 * that mounts every resource under DayTrader's {@code /rest} application would put them. Each returns
 * its input: the text of {@code ?input=} (204 without one, as JAX-RS answers a null), or the posted
 * JSON or XML object.
 */
@RestController
@WhenPrimitivesEnabled
@RequestMapping({"/jaxrs/sync", "/rest/sync"})
class EchoController {

    @GetMapping(path = "/echoText", produces = "text/plain;charset=UTF-8")
    ResponseEntity<String> echoText(@RequestParam(name = "input", required = false) String input) {
        if (input == null) {
            return ResponseEntity.noContent().build();
        }
        // Reflected text: never let a browser take it for anything but text.
        return ResponseEntity.ok().header("X-Content-Type-Options", "nosniff").body(input);
    }

    @PostMapping(path = "/echoJSON", consumes = MediaType.APPLICATION_JSON_VALUE,
            produces = MediaType.APPLICATION_JSON_VALUE)
    EchoObject echoJson(@RequestBody EchoObject object) {
        return object;
    }

    @PostMapping(path = "/echoXML", consumes = {MediaType.TEXT_XML_VALUE, MediaType.APPLICATION_XML_VALUE},
            produces = {MediaType.TEXT_XML_VALUE, MediaType.APPLICATION_XML_VALUE})
    XmlObject echoXml(@RequestBody XmlObject object) {
        return object;
    }
}
