package org.bourse.boot;

/**
 * A setting whose value cannot work, found at start-up: it names the setting, the value and what to do,
 * so the start-up failure report ("APPLICATION FAILED TO START") can say so first thing instead of a
 * stack of nested causes.
 */
public class InvalidSetting extends IllegalArgumentException {

    private final String setting;
    private final String value;
    private final String problem;
    private final String action;

    /**
     * @param setting the setting's name ({@code spring.datasource.url})
     * @param value   its value as given
     * @param problem why it cannot work
     * @param action  what to do instead
     */
    public InvalidSetting(String setting, String value, String problem, String action) {
        super(setting + "=" + value + ": " + problem + " " + action);
        this.setting = setting;
        this.value = value;
        this.problem = problem;
        this.action = action;
    }

    public String setting() {
        return setting;
    }

    public String value() {
        return value;
    }

    public String problem() {
        return problem;
    }

    public String action() {
        return action;
    }
}
