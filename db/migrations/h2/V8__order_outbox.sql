-- The broker order mode's transactional outbox: a row is written in the transaction that commits an
-- open order, and deleted once RabbitMQ has confirmed the order's message. A row left behind (a crash
-- between the commit and the confirm, or the broker down) is published again by the relay of any
-- node. No foreign key: a reset empties orders without touching this table, and a row naming an
-- order that no longer exists is published and ignored by the processor.
CREATE TABLE order_outbox (
    order_id    BIGINT NOT NULL PRIMARY KEY,
    created_at  TIMESTAMP WITH TIME ZONE NOT NULL
);
