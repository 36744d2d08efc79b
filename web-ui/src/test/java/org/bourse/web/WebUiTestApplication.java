package org.bourse.web;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The configuration the web-ui slice tests start from (the real application lives in app/). */
@SpringBootApplication
public class WebUiTestApplication {
}
