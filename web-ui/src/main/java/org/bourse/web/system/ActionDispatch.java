package org.bourse.web.system;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.boot.webmvc.autoconfigure.WebMvcRegistrations;
import org.springframework.web.bind.annotation.RequestMethod;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.mvc.condition.NameValueExpression;
import org.springframework.web.servlet.mvc.method.RequestMappingInfo;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Spring MVC's request mappings, with DayTrader's {@code /app?action=…} found in one table lookup. Every
 * Trade action is a mapping of the same path that differs only by its {@code action} parameter and method,
 * so Spring tested each of the nineteen against every request (6% of a quote page's CPU, docs/results-log.md).
 * Here a GET or POST of {@code /app} whose {@code action} names a mapping of exactly that path, method and
 * parameter goes straight to it, with the same request attributes Spring's own match sets; every other
 * request (no or an unknown action, other methods, CORS pre-flights) takes Spring's search as before.
 * Mappings are read once, at start-up; this application registers none later.
 */
public final class ActionDispatch extends RequestMappingHandlerMapping {

    private static final Set<RequestMethod> FAST_METHODS = Set.of(RequestMethod.GET, RequestMethod.POST);

    private final String path;
    private final String parameter;
    /** Request method, then parameter value, to the mapping: no string is built per request. */
    private Map<String, Map<String, Target>> targets = Map.of();

    /** Dispatches {@code path} on the value of {@code parameter}. */
    ActionDispatch(String path, String parameter) {
        this.path = path;
        this.parameter = parameter;
    }

    /** Boot's hook that makes the application's request mapping dispatch {@code /app} on {@code action}. */
    static WebMvcRegistrations forDayTraderActions() {
        return new WebMvcRegistrations() {
            @Override
            public RequestMappingHandlerMapping getRequestMappingHandlerMapping() {
                return new ActionDispatch("/app", "action");
            }
        };
    }

    private record Target(RequestMappingInfo info, HandlerMethod handler) {
    }

    @Override
    protected void handlerMethodsInitialized(Map<RequestMappingInfo, HandlerMethod> handlerMethods) {
        super.handlerMethodsInitialized(handlerMethods);
        Map<String, Map<String, List<Target>>> candidates = new HashMap<>();
        handlerMethods.forEach((info, handler) -> {
            String value = dispatchedValue(info);
            if (value == null) {
                return;
            }
            Set<RequestMethod> methods = info.getMethodsCondition().getMethods();
            for (RequestMethod method : methods.isEmpty() ? FAST_METHODS : methods) {
                if (FAST_METHODS.contains(method)) {
                    candidates.computeIfAbsent(method.name(), m -> new HashMap<>())
                            .computeIfAbsent(value, v -> new ArrayList<>()).add(new Target(info, handler));
                }
            }
        });
        // A method and value that two mappings share: Spring's own ordering decides, as before.
        Map<String, Map<String, Target>> table = new HashMap<>();
        candidates.forEach((method, byValue) -> table.put(method, byValue.entrySet().stream()
                .filter(e -> e.getValue().size() == 1)
                .collect(Collectors.toUnmodifiableMap(Map.Entry::getKey, e -> e.getValue().get(0)))));
        this.targets = Map.copyOf(table);
    }

    /** The parameter value a mapping of exactly {@link #path} and {@code parameter=value} needs; else null. */
    private String dispatchedValue(RequestMappingInfo info) {
        if (!info.getDirectPaths().equals(Set.of(path)) || !info.getHeadersCondition().isEmpty()
                || !info.getConsumesCondition().isEmpty() || !info.getProducesCondition().isEmpty()
                || info.getCustomCondition() != null) {
            return null;
        }
        List<NameValueExpression<String>> params = List.copyOf(info.getParamsCondition().getExpressions());
        if (params.size() != 1) {
            return null;
        }
        NameValueExpression<String> only = params.get(0);
        return only.getName().equals(parameter) && !only.isNegated() ? only.getValue() : null;
    }

    @Override
    protected HandlerMethod lookupHandlerMethod(String lookupPath, HttpServletRequest request) throws Exception {
        if (path.equals(lookupPath)) {
            Map<String, Target> byValue = targets.get(request.getMethod());
            String value = byValue == null ? null : request.getParameter(parameter);
            Target target = value == null ? null : byValue.get(value);
            if (target != null) {
                // What AbstractHandlerMethodMapping does for its best match.
                request.setAttribute(BEST_MATCHING_HANDLER_ATTRIBUTE, target.handler());
                handleMatch(target.info(), lookupPath, request);
                return target.handler();
            }
        }
        return super.lookupHandlerMethod(lookupPath, request);
    }
}
