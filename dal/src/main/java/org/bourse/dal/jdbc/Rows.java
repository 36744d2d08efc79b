package org.bourse.dal.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.AccountProfile;
import org.bourse.dal.trade.Holding;
import org.bourse.dal.trade.Order;
import org.bourse.dal.trade.OrderStatus;
import org.bourse.dal.trade.OrderType;
import org.bourse.dal.trade.Quote;

/** Hand-written row mappers for the columns listed in {@link TradeSql}. */
public final class Rows {

    private final SqlDialect dialect;

    public Rows(SqlDialect dialect) {
        this.dialect = dialect;
    }

    public static Quote quote(ResultSet rs) throws SQLException {
        return new Quote(rs.getString("symbol"), rs.getString("company_name"), rs.getBigDecimal("price"),
                rs.getBigDecimal("open_price"), rs.getBigDecimal("low_price"), rs.getBigDecimal("high_price"),
                rs.getBigDecimal("price_change"), rs.getBigDecimal("volume"));
    }

    public static AccountProfile profile(ResultSet rs) throws SQLException {
        return new AccountProfile(rs.getString("user_id"), rs.getString("password_hash"), rs.getString("full_name"),
                rs.getString("address"), rs.getString("email"), rs.getString("credit_card"));
    }

    public Account account(ResultSet rs) throws SQLException {
        return new Account(rs.getLong("account_id"), rs.getString("profile_user_id"), rs.getBigDecimal("balance"),
                rs.getBigDecimal("open_balance"), dialect.instant(rs, "creation_date"),
                dialect.instant(rs, "last_login"), rs.getInt("login_count"), rs.getInt("logout_count"));
    }

    public Holding holding(ResultSet rs) throws SQLException {
        return new Holding(rs.getLong("holding_id"), rs.getLong("account_id"), rs.getString("quote_symbol"),
                rs.getBigDecimal("quantity"), rs.getBigDecimal("purchase_price"), dialect.instant(rs, "purchase_date"));
    }

    public Order order(ResultSet rs) throws SQLException {
        long holding = rs.getLong("holding_id");
        Long holdingId = rs.wasNull() ? null : holding;
        return new Order(rs.getLong("order_id"), rs.getLong("account_id"), rs.getString("quote_symbol"), holdingId,
                OrderType.ofCode(rs.getString("order_type")), OrderStatus.ofCode(rs.getString("order_status")),
                rs.getBigDecimal("quantity"), rs.getBigDecimal("price"), rs.getBigDecimal("order_fee"),
                dialect.instant(rs, "open_date"), dialect.instant(rs, "completion_date"),
                rs.getBoolean("partial_sell"));
    }
}
