-- StockTrader's sellEnhanced sells part of a holding and leaves the rest in place, so one holding
-- can then have several sells. Such sells are flagged, and the one-sell-per-holding guarantee now
-- covers the sells that take the whole holding. A partial sell is guarded instead by the
-- conditional UPDATE that shrinks the holding (it never takes more shares than remain).
ALTER TABLE orders
    DROP INDEX orders_one_sell_per_holding,
    DROP COLUMN active_sell_holding,
    ADD COLUMN partial_sell BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE orders
    ADD COLUMN active_sell_holding BIGINT AS (
        CASE WHEN order_type = 'sell' AND order_status <> 'cancelled' AND NOT partial_sell THEN holding_id END) PERSISTENT,
    ADD UNIQUE INDEX orders_one_sell_per_holding (active_sell_holding);

-- InnoDB checks a foreign key by taking a shared lock on the parent row until the transaction ends.
-- A trade writes its order and holding (shared lock on the quote) and then moves the quote's price
-- (exclusive lock): two trades of one symbol would each hold the shared lock the other must upgrade
-- past, and deadlock on every hot symbol. The services check the symbol exists before writing, and
-- quotes are only ever deleted by a reset, so these two keys go. The indexes stay.
ALTER TABLE orders DROP FOREIGN KEY orders_quote_fk;
ALTER TABLE holding DROP FOREIGN KEY holding_quote_fk;
