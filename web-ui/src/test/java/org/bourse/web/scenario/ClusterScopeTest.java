package org.bourse.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import tools.jackson.databind.JsonNode;

/** Cluster scope: one node's run check covers both nodes, and a reset through either clears the group's run. */
class ClusterScopeTest extends ClusterStatisticsContract {

    @Override
    String scope() {
        return "cluster";
    }

    @Override
    @Test
    void theRunCheckOfOneNodeAfterLoadOnBoth() throws Exception {
        reset(1);
        long answered = loadBothNodes();
        JsonNode check = check(0);
        assertThat(check.path("scenarioRequests").asLong()).as(check.toString()).isEqualTo(answered);
        assertThat(failedRows(check)).as(check.toString()).isEmpty();
        assertThat(check.path("verificationPassed").asBoolean()).isTrue();

        // the other node's check counts the same run
        assertThat(check(1).path("scenarioRequests").asLong()).isEqualTo(answered);

        reset(1);
        JsonNode afterReset = check(0);
        assertThat(afterReset.path("scenarioRequests").asLong()).as(afterReset.toString()).isZero();
    }
}
