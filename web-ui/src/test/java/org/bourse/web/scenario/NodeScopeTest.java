package org.bourse.web.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import tools.jackson.databind.JsonNode;

/**
 * Node scope (the default) behind a balancer: a node counts only the requests it served, the database holds
 * both nodes' trades, and the verification fails. What cluster scope is for.
 */
class NodeScopeTest extends ClusterStatisticsContract {

    @Override
    String scope() {
        return "node";
    }

    @Override
    @Test
    void theRunCheckOfOneNodeAfterLoadOnBoth() throws Exception {
        reset(1);
        reset(0);
        long answered = loadBothNodes();
        JsonNode check = check(0);
        assertThat(check.path("scenarioRequests").asLong()).as(check.toString()).isEqualTo(answered / 2);
        assertThat(failedRows(check)).as(check.toString()).isNotEmpty();
    }
}
