package org.bourse.web.scenario;

import org.bourse.boot.ModeCondition;
import org.bourse.web.WebSettings;

/** {@link ConditionalOnStatisticsScope}'s condition. */
final class OnStatisticsScope extends ModeCondition<WebSettings.StatisticsScope> {

    OnStatisticsScope() {
        super(ConditionalOnStatisticsScope.class, WebSettings.SCENARIO_STATISTICS);
    }
}
