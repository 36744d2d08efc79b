package org.bourse.dal.jdbc;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.HoldingStore;

/** Holdings in plain SQL that every supported database runs as written. */
public class JdbcHoldingStore implements HoldingStore {

    protected final Jdbc jdbc;
    private final Rows rows;

    public JdbcHoldingStore(Jdbc jdbc) {
        this.jdbc = jdbc;
        this.rows = new Rows(jdbc.dialect());
    }

    @Override
    public List<Holding> ofAccount(long accountId) {
        return jdbc.list("Reading holdings", TradeSql.HOLDINGS_OF_ACCOUNT, ps -> ps.setLong(1, accountId), rows::holding);
    }

    @Override
    public Optional<Holding> find(long holdingId) {
        return jdbc.one("Reading holding", TradeSql.HOLDING_BY_ID, ps -> ps.setLong(1, holdingId), rows::holding);
    }

    @Override
    public Holding create(long accountId, String symbol, BigDecimal quantity, BigDecimal purchasePrice,
            Instant purchaseDate) {
        long id = jdbc.insert("Creating a holding", TradeSql.HOLDING_INSERT, "holding_id", ps -> {
            ps.setLong(1, accountId);
            ps.setString(2, symbol);
            ps.setBigDecimal(3, quantity);
            ps.setBigDecimal(4, purchasePrice);
            jdbc.dialect().bindInstant(ps, 5, purchaseDate);
        });
        return new Holding(id, accountId, symbol, quantity, purchasePrice, purchaseDate);
    }

    @Override
    public boolean remove(long holdingId, long accountId) {
        return jdbc.update("Removing a holding", TradeSql.HOLDING_REMOVE, ps -> {
            ps.setLong(1, holdingId);
            ps.setLong(2, accountId);
        }) == 1;
    }

    @Override
    public boolean reduce(long holdingId, long accountId, BigDecimal quantity) {
        return jdbc.update("Reducing a holding", TradeSql.HOLDING_REDUCE, ps -> {
            ps.setBigDecimal(1, quantity);
            ps.setLong(2, holdingId);
            ps.setLong(3, accountId);
            ps.setBigDecimal(4, quantity);
        }) == 1;
    }
}
