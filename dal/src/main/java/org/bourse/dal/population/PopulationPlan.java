package org.bourse.dal.population;

/**
 * What to populate: how many users ({@code uid:0 … uid:(users−1)}) and quotes
 * ({@code s:0 … s:(quotes−1)}), and the seed that makes the rows reproducible. The same plan gives
 * the same rows, ids included, on every run and every database.
 *
 * @param users number of users, each with a profile and an account
 * @param quotes number of quotes (stock symbols)
 * @param seed seed of the random choices (prices, balances, holdings, names)
 */
public record PopulationPlan(int users, int quotes, long seed) {

    /** DayTrader's default number of users. */
    /** DayTrader's password of every populated user. */
    public static final String USER_PASSWORD = "xxx";

    public static final int DEFAULT_USERS = 15_000;
    /** DayTrader's default number of quotes. */
    public static final int DEFAULT_QUOTES = 10_000;
    /**
     * Upper bound on users: ten times the largest size benchmarked (500,000), far beyond what a
     * benchmark needs, and low enough that the ids and row counts stay well inside an {@code int}.
     */
    public static final int MAX_USERS = 5_000_000;
    /** Upper bound on quotes, for the same reason. */
    public static final int MAX_QUOTES = 1_000_000;

    public PopulationPlan {
        if (users < 1 || users > MAX_USERS) {
            throw new IllegalArgumentException("users must be between 1 and " + MAX_USERS + ", was " + users);
        }
        if (quotes < 1 || quotes > MAX_QUOTES) {
            throw new IllegalArgumentException("quotes must be between 1 and " + MAX_QUOTES + ", was " + quotes);
        }
    }

    /** The default sizes (15,000 users, 10,000 quotes) with the given seed. */
    public static PopulationPlan defaults(long seed) {
        return new PopulationPlan(DEFAULT_USERS, DEFAULT_QUOTES, seed);
    }
}
