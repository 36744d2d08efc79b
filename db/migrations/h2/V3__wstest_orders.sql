-- GetOrder's database source (bourse.wstest.get-order-source=database), H2 flavour.
-- The WSTest 1.1 purchase-order data for a seeded range of order and customer ids: written only by
-- the seeding at start-up (Java, org.bourse.dal.wstest), read by GetOrder with two indexed queries.
-- Ids are the ids of the GetOrder request (0 upwards), never generated, and no foreign keys: the
-- tables are read-only reference data, replaced whole by one seeding, and a key would only slow
-- the bulk load of the line items.
-- UnitPrice and OrderTotalAmount are xsd:float on the wire, so they are stored as 4-byte floats:
-- every value reads back as the very float the in-memory source sends.

CREATE TABLE wstest_address (
    address_id  INT          NOT NULL PRIMARY KEY,
    first_name  VARCHAR(100) NOT NULL,
    last_name   VARCHAR(100) NOT NULL,
    address1    VARCHAR(100) NOT NULL,
    address2    VARCHAR(100) NOT NULL,
    city        VARCHAR(100) NOT NULL,
    state       VARCHAR(100) NOT NULL,
    zip         VARCHAR(20)  NOT NULL
);

-- product_description is what the reference kits write as the ProductDescription of every line
-- item sent to this customer ("Test Product <customer id>"): it belongs to the customer, not to
-- the order or the product, so it is stored once here. The expiration date is a string on the wire.
CREATE TABLE wstest_customer (
    customer_id                  INT          NOT NULL PRIMARY KEY,
    contact_first_name           VARCHAR(100) NOT NULL,
    contact_last_name            VARCHAR(100) NOT NULL,
    contact_phone                VARCHAR(40)  NOT NULL,
    credit_card_number           VARCHAR(40)  NOT NULL,
    credit_card_expiration_date  VARCHAR(40)  NOT NULL,
    product_description          VARCHAR(100) NOT NULL,
    billing_address_id           INT          NOT NULL,
    shipping_address_id          INT          NOT NULL
);

CREATE TABLE wstest_order (
    order_id            INT NOT NULL PRIMARY KEY,
    order_status        INT NOT NULL,
    order_total_amount  REAL  NOT NULL
);

-- The first n items of an order are one range of the primary key: order_id = ? AND item_id <= ?
CREATE TABLE wstest_line_item (
    order_id        INT  NOT NULL,
    item_id         INT  NOT NULL,
    product_id      INT  NOT NULL,
    order_quantity  INT  NOT NULL,
    unit_price      REAL  NOT NULL,
    CONSTRAINT wstest_line_item_pk PRIMARY KEY (order_id, item_id)
);

-- What the tables hold: at most one row (id = 1), written in the seeding's transaction, so a
-- database whose row matches the settings needs no seeding at start-up.
CREATE TABLE wstest_order_seed (
    id                    INT NOT NULL PRIMARY KEY,
    orders                INT NOT NULL,
    customers             INT NOT NULL,
    line_items_per_order  INT NOT NULL,
    CONSTRAINT wstest_order_seed_single_row CHECK (id = 1)
);
