package org.bourse.dal.trade;

/** DayTrader's run statistics, read in one pass over the trade tables. */
public interface RunStatisticsStore {

    RunStatistics collect();

    /** Deletes every trade row (resetTrade(true)). */
    void deleteAll();
}
