package org.bourse.testing;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

import javax.sql.DataSource;

/**
 * Every row of the Trade tables, fingerprinted table by table, so a test can show that a refused
 * request changed nothing at all. Meant for the small test population (a few thousand rows).
 */
public final class TradeTables {

    private static final Map<String, String> TABLES = new LinkedHashMap<>();

    static {
        TABLES.put("quote", "SELECT * FROM quote ORDER BY symbol");
        TABLES.put("account_profile", "SELECT * FROM account_profile ORDER BY user_id");
        TABLES.put("account", "SELECT * FROM account ORDER BY account_id");
        TABLES.put("holding", "SELECT * FROM holding ORDER BY holding_id");
        TABLES.put("orders", "SELECT * FROM orders ORDER BY order_id");
    }

    private TradeTables() {
    }

    /** Table name to "row count / hash of all values in order". */
    public static Map<String, String> fingerprint(DataSource dataSource) {
        Map<String, String> out = new LinkedHashMap<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            for (Map.Entry<String, String> table : TABLES.entrySet()) {
                try (ResultSet rs = s.executeQuery(table.getValue())) {
                    int columns = rs.getMetaData().getColumnCount();
                    long rows = 0;
                    long hash = 17;
                    while (rs.next()) {
                        rows++;
                        for (int k = 1; k <= columns; k++) {
                            hash = 31 * hash + String.valueOf(rs.getObject(k)).hashCode();
                        }
                    }
                    out.put(table.getKey(), rows + " rows / " + Long.toHexString(hash));
                }
            }
        } catch (SQLException e) {
            throw new AssertionError("Reading the Trade tables failed: " + e, e);
        }
        return out;
    }
}
