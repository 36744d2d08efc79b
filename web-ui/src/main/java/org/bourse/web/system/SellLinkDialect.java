package org.bourse.web.system;

import java.util.Set;

import org.thymeleaf.context.ITemplateContext;
import org.thymeleaf.dialect.AbstractProcessorDialect;
import org.thymeleaf.engine.AttributeName;
import org.thymeleaf.model.IProcessableElementTag;
import org.thymeleaf.processor.IProcessor;
import org.thymeleaf.processor.element.AbstractAttributeTagProcessor;
import org.thymeleaf.processor.element.IElementTagStructureHandler;
import org.thymeleaf.standard.expression.StandardExpressions;
import org.thymeleaf.templatemode.TemplateMode;

/**
 * {@code bourse:sell-href="${holding.holdingId}"} writes {@code href="app?action=sell&holdingID=N"} with a
 * raw {@code &}: DayTrader's load scripts extract the holding id from the page bytes between
 * {@code <a href="app?action=sell&holdingID=} and {@code "}, and Thymeleaf's own {@code th:href} would
 * write {@code &amp;}. Only a whole number is accepted, so nothing but digits is ever written unescaped.
 */
final class SellLinkDialect extends AbstractProcessorDialect {

    static final String PREFIX = "bourse";
    /** The link's target up to the holding id: the scripts' left boundary, less {@code <a href="}. */
    static final String SELL_HREF = "app?action=sell&holdingID=";

    SellLinkDialect() {
        super("Bourse", PREFIX, 1000);
    }

    @Override
    public Set<IProcessor> getProcessors(String dialectPrefix) {
        return Set.of(new SellHref(dialectPrefix));
    }

    private static final class SellHref extends AbstractAttributeTagProcessor {

        SellHref(String prefix) {
            super(TemplateMode.HTML, prefix, "a", false, "sell-href", true, 1000, true);
        }

        @Override
        protected void doProcess(ITemplateContext context, IProcessableElementTag tag, AttributeName attributeName,
                String attributeValue, IElementTagStructureHandler structureHandler) {
            Object value = StandardExpressions.getExpressionParser(context.getConfiguration())
                    .parseExpression(context, attributeValue).execute(context);
            long holdingId;
            if (value instanceof Long || value instanceof Integer) {
                holdingId = ((Number) value).longValue();
            } else {
                throw new IllegalArgumentException("bourse:sell-href needs a whole number, got " + value);
            }
            structureHandler.setAttribute("href", SELL_HREF + holdingId);
        }
    }
}
