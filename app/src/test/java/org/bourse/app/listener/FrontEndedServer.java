package org.bourse.app.listener;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.bourse.BourseApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

/**
 * The assembled server in the {@code front-ended} profile, with {@link FrontEndContract.ClientView} to show
 * what a request looked like when it arrived, and an admin account. One annotation, so the front-ended
 * tests share one cached context instead of each starting its own.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        classes = {BourseApplication.class, FrontEndContract.ClientView.class},
        // reset-wait 0: the reset's answer never waits for the reset, so it comes through a front end
        // however long the reset takes (its progress is followed on /config/reset/status).
        properties = {"bourse.admin.password=" + FrontEndContract.ADMIN_PASSWORD, "bourse.web.reset-wait=0s"})
@ActiveProfiles("front-ended")
@interface FrontEndedServer {
}
