package org.bourse.web.faces;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.http.HttpStatus;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.ResponseStatus;

/** A postback with another session's view state: 403, nothing done, and a page with this session's. */
@ControllerAdvice(basePackageClasses = ViewExpiredAdvice.class)
@ConditionalOnBooleanProperty(FacesPages.ENABLED)
class ViewExpiredAdvice {

    private final FacesPages pages;

    ViewExpiredAdvice(FacesPages pages) {
        this.pages = pages;
    }

    @ExceptionHandler(ViewExpired.class)
    @ResponseStatus(HttpStatus.FORBIDDEN)
    String expired(HttpServletRequest request, Model model) {
        return pages.render(FacesPages.EXPIRED, request, model);
    }
}
