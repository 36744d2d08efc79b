-- StockTrader's sellEnhanced sells part of a holding and leaves the rest in place, so one holding
-- can then have several sells. Such sells are flagged, and the one-sell-per-holding guarantee now
-- covers the sells that take the whole holding. A partial sell is guarded instead by the
-- conditional UPDATE that shrinks the holding (it never takes more shares than remain).
ALTER TABLE orders ADD COLUMN partial_sell BOOLEAN DEFAULT FALSE NOT NULL;
DROP INDEX orders_one_sell_per_holding;
ALTER TABLE orders DROP COLUMN active_sell_holding;
ALTER TABLE orders ADD COLUMN active_sell_holding BIGINT GENERATED ALWAYS AS (
    CASE WHEN order_type = 'sell' AND order_status <> 'cancelled' AND NOT partial_sell THEN holding_id END);
CREATE UNIQUE INDEX orders_one_sell_per_holding ON orders (active_sell_holding);
