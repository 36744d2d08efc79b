-- Trade schema (DayTrader's tables, modernised), MariaDB flavour (InnoDB, utf8mb4).
-- Money is DECIMAL(14,2): share quantities DECIMAL(18,4) so that sums are exact.
-- Ids are AUTO_INCREMENT: safe when several application nodes share one database.
-- Timestamps are DATETIME(6) holding UTC: the application connects with a UTC session time zone.

CREATE TABLE quote (
    symbol        VARCHAR(250)  NOT NULL PRIMARY KEY,
    company_name  VARCHAR(250)  NOT NULL,
    price         DECIMAL(14,2) NOT NULL,
    open_price    DECIMAL(14,2) NOT NULL,
    low_price     DECIMAL(14,2) NOT NULL,
    high_price    DECIMAL(14,2) NOT NULL,
    price_change  DECIMAL(14,2) NOT NULL,
    volume        DECIMAL(22,4) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE account_profile (
    user_id        VARCHAR(250) NOT NULL PRIMARY KEY,
    password_hash  VARCHAR(255) NOT NULL,
    full_name      VARCHAR(250),
    address        VARCHAR(250),
    email          VARCHAR(250),
    credit_card    VARCHAR(250)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE account (
    account_id       BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
    profile_user_id  VARCHAR(250)  NOT NULL,
    balance          DECIMAL(14,2) NOT NULL,
    open_balance     DECIMAL(14,2) NOT NULL,
    creation_date    DATETIME(6)   NOT NULL,
    last_login       DATETIME(6),
    login_count      INT NOT NULL DEFAULT 0,
    logout_count     INT NOT NULL DEFAULT 0,
    CONSTRAINT account_profile_fk FOREIGN KEY (profile_user_id) REFERENCES account_profile (user_id),
    -- Also DayTrader's "account by user id" index.
    CONSTRAINT account_one_per_user UNIQUE (profile_user_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

CREATE TABLE holding (
    holding_id      BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
    account_id      BIGINT        NOT NULL,
    quote_symbol    VARCHAR(250)  NOT NULL,
    quantity        DECIMAL(18,4) NOT NULL,
    purchase_price  DECIMAL(14,2) NOT NULL,
    purchase_date   DATETIME(6)   NOT NULL,
    CONSTRAINT holding_account_fk FOREIGN KEY (account_id) REFERENCES account (account_id),
    CONSTRAINT holding_quote_fk FOREIGN KEY (quote_symbol) REFERENCES quote (symbol),
    CONSTRAINT holding_quantity_positive CHECK (quantity > 0),
    INDEX holding_by_account (account_id)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;

-- holding_id has no foreign key: a sold holding is deleted, and its sell order keeps the id.
CREATE TABLE orders (
    order_id         BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
    account_id       BIGINT        NOT NULL,
    quote_symbol     VARCHAR(250)  NOT NULL,
    holding_id       BIGINT,
    order_type       VARCHAR(10)   NOT NULL,
    order_status     VARCHAR(10)   NOT NULL,
    quantity         DECIMAL(18,4) NOT NULL,
    price            DECIMAL(14,2),
    order_fee        DECIMAL(14,2) NOT NULL,
    open_date        DATETIME(6)   NOT NULL,
    completion_date  DATETIME(6),
    -- The holding of a sell that is not cancelled: NULL otherwise (NULLs never collide).
    active_sell_holding BIGINT AS (
        CASE WHEN order_type = 'sell' AND order_status <> 'cancelled' THEN holding_id END) PERSISTENT,
    CONSTRAINT orders_account_fk FOREIGN KEY (account_id) REFERENCES account (account_id),
    CONSTRAINT orders_quote_fk FOREIGN KEY (quote_symbol) REFERENCES quote (symbol),
    CONSTRAINT orders_type_known CHECK (order_type IN ('buy', 'sell')),
    CONSTRAINT orders_status_known CHECK (order_status IN ('open', 'processing', 'closed', 'completed', 'cancelled')),
    CONSTRAINT orders_quantity_positive CHECK (quantity > 0),
    CONSTRAINT orders_sell_names_holding CHECK (order_type <> 'sell' OR holding_id IS NOT NULL),
    -- A holding is sold at most once (invariant I3), enforced by the database.
    UNIQUE INDEX orders_one_sell_per_holding (active_sell_holding),
    INDEX orders_by_account (account_id),
    INDEX orders_by_holding (holding_id),
    INDEX orders_by_account_status (account_id, order_status)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
