package org.bourse.dal.jdbc;

import org.bourse.dal.trade.RunStatistics;
import org.bourse.dal.trade.RunStatisticsStore;

/** DayTrader's run statistics in one statement of scalar subqueries. */
public class JdbcRunStatisticsStore implements RunStatisticsStore {

    private final Jdbc jdbc;

    public JdbcRunStatisticsStore(Jdbc jdbc) {
        this.jdbc = jdbc;
    }

    @Override
    public RunStatistics collect() {
        return jdbc.one("Collecting run statistics", TradeSql.RUN_STATISTICS, ps -> { }, rs -> new RunStatistics(
                rs.getInt("trade_users"), rs.getInt("new_users"), rs.getLong("logins"), rs.getLong("logouts"),
                rs.getInt("holdings"), rs.getInt("buys"), rs.getInt("sells"), rs.getInt("cancelled"),
                rs.getInt("open_orders"), 0, rs.getInt("all_orders"), rs.getInt("stocks"))).orElseThrow();
    }

    @Override
    public void deleteAll() {
        jdbc.execute("Deleting all trade rows", TradeSql.DELETE_ALL);
    }
}
