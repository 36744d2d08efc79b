-- Cluster-wide /scenario run statistics (bourse.web.scenario-statistics=cluster): every node adds what
-- its scenario requests did to a row of its own, so the run verification and the reset through any node
-- see and clear the whole group's counts.
-- The current run: a number raised by each reset, and the run statistics at the run's start, taken once
-- by the first scenario request of any node (baseline_taken 0/1). Always exactly one row (id = 1).
CREATE TABLE scenario_run (
    id                    INT    NOT NULL PRIMARY KEY,
    run                   BIGINT NOT NULL,
    baseline_taken        INT    NOT NULL,
    trade_user_count      INT    NOT NULL,
    new_user_count        INT    NOT NULL,
    sum_login_count       BIGINT NOT NULL,
    sum_logout_count      BIGINT NOT NULL,
    holding_count         INT    NOT NULL,
    buy_order_count       INT    NOT NULL,
    sell_order_count      INT    NOT NULL,
    cancelled_order_count INT    NOT NULL,
    open_order_count      INT    NOT NULL,
    deleted_order_count   INT    NOT NULL,
    order_count           INT    NOT NULL,
    trade_stock_count     INT    NOT NULL,
    CONSTRAINT scenario_run_single_row CHECK (id = 1)
);
INSERT INTO scenario_run VALUES (1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

-- One row per node and run: the node's counts (sums of what it flushed), its sell deficit (a value, not
-- a sum), the acknowledged orders it could not keep, and how many times it flushed (a node that stops
-- flushing is gone; its counts stay).
CREATE TABLE scenario_node (
    run            BIGINT      NOT NULL,
    node           VARCHAR(64) NOT NULL,
    flushes        BIGINT      NOT NULL,
    mix_requests   BIGINT      NOT NULL,
    logins         BIGINT      NOT NULL,
    new_clients    BIGINT      NOT NULL,
    home           BIGINT      NOT NULL,
    quote          BIGINT      NOT NULL,
    account        BIGINT      NOT NULL,
    update_profile BIGINT      NOT NULL,
    portfolio      BIGINT      NOT NULL,
    logout         BIGINT      NOT NULL,
    register       BIGINT      NOT NULL,
    sell           BIGINT      NOT NULL,
    buy            BIGINT      NOT NULL,
    login          BIGINT      NOT NULL,
    sell_deficit   BIGINT      NOT NULL,
    untracked      BIGINT      NOT NULL,
    CONSTRAINT scenario_node_pk PRIMARY KEY (run, node)
);

-- The orders the scenario confirmed to its clients in a run, for the run check's I6.
CREATE TABLE scenario_acknowledged (
    run      BIGINT NOT NULL,
    order_id BIGINT NOT NULL,
    CONSTRAINT scenario_acknowledged_pk PRIMARY KEY (run, order_id)
);
