-- StockTrader's sellEnhanced sells part of a holding and leaves the rest in place, so one holding
-- can then have several sells. Such sells are flagged, and the one-sell-per-holding guarantee now
-- covers the sells that take the whole holding. A partial sell is guarded instead by the
-- conditional UPDATE that shrinks the holding (it never takes more shares than remain).
ALTER TABLE orders ADD COLUMN partial_sell BOOLEAN NOT NULL DEFAULT FALSE;
DROP INDEX orders_one_sell_per_holding;
CREATE UNIQUE INDEX orders_one_sell_per_holding ON orders (holding_id)
    WHERE order_type = 'sell' AND order_status <> 'cancelled' AND NOT partial_sell;
