package org.bourse.dal.trade;

/**
 * DayTrader's run statistics, over the seeded users ({@code uid:*}) and the users a run registered
 * ({@code ru:*}). Orders are counted over all accounts.
 */
public record RunStatistics(int tradeUserCount, int newUserCount, long sumLoginCount, long sumLogoutCount,
        int holdingCount, int buyOrderCount, int sellOrderCount, int cancelledOrderCount, int openOrderCount,
        int deletedOrderCount, int orderCount, int tradeStockCount) {
}
