-- What the last population wrote: its seed and sizes, and the highest ids it used, so that run
-- statistics and the invariant checks can tell seeded rows from rows a benchmark run created.
-- At most one row (id = 1): written by population and reset, empty on a database never populated.
CREATE TABLE trade_population (
    id                      INT    NOT NULL PRIMARY KEY,
    seed                    BIGINT NOT NULL,
    users                   INT    NOT NULL,
    quotes                  INT    NOT NULL,
    last_seeded_account_id  BIGINT NOT NULL,
    last_seeded_holding_id  BIGINT NOT NULL,
    last_seeded_order_id    BIGINT NOT NULL,
    populated_at            TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT trade_population_single_row CHECK (id = 1)
);
