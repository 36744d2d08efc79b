package org.bourse.app.operations;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.springframework.context.ApplicationContext;

/** The beans a node's health is made of (Boot's health indicators and contributors, reactive ones too). */
public final class HealthBeans {

    private HealthBeans() {
    }

    /** Their names, lower case. */
    public static List<String> of(ApplicationContext node) {
        return Arrays.stream(node.getBeanDefinitionNames()).map(name -> name.toLowerCase(Locale.ROOT))
                .filter(name -> name.contains("health")).toList();
    }
}
