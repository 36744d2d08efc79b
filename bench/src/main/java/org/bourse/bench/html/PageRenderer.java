package org.bourse.bench.html;

import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.ClassLoaderTemplateResolver;

/**
 * The kit's HTML pages, rendered from the Thymeleaf templates under {@code templates/} on the class path: the
 * report ({@code report/}) and the flame graph ({@code profile/}). Every value a template shows goes through
 * {@code th:text}, so what a server or a profile says is escaped there, not by hand.
 */
public final class PageRenderer {

    private final TemplateEngine engine = new TemplateEngine();

    public PageRenderer() {
        ClassLoaderTemplateResolver templates = new ClassLoaderTemplateResolver(PageRenderer.class.getClassLoader());
        templates.setPrefix("templates/");
        templates.setSuffix(".html");
        templates.setTemplateMode(TemplateMode.HTML);
        templates.setCharacterEncoding("UTF-8");
        engine.setTemplateResolver(templates);
    }

    /** @param template its path under {@code templates/}, without {@code .html} */
    public String render(String template, Context page) {
        return engine.process(template, page);
    }
}
