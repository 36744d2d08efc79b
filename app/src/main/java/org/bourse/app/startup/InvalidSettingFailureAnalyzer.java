package org.bourse.app.startup;

import org.bourse.boot.InvalidSetting;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * A start-up stopped by an {@link InvalidSetting}, however deep in the bean creation it was found: Spring
 * Boot's "APPLICATION FAILED TO START" report names the setting, its value, the problem and what to do,
 * first thing, instead of the 7th nested cause of a long stack trace (logged at debug level only).
 */
class InvalidSettingFailureAnalyzer extends AbstractFailureAnalyzer<InvalidSetting> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, InvalidSetting cause) {
        return new FailureAnalysis("The setting " + cause.setting() + " is '" + cause.value() + "'. " + cause.problem(),
                cause.action() + " (docs/configuration.md)", cause);
    }
}
