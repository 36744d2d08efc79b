package org.bourse.dal.jdbc;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.Optional;

import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.AccountProfile;
import org.bourse.dal.trade.AccountStore;

/** Profiles and accounts in plain SQL that every supported database runs as written. */
public class JdbcAccountStore implements AccountStore {

    protected final Jdbc jdbc;
    private final Rows rows;

    public JdbcAccountStore(Jdbc jdbc) {
        this.jdbc = jdbc;
        this.rows = new Rows(jdbc.dialect());
    }

    @Override
    public Account register(AccountProfile p, BigDecimal openBalance, Instant creationDate) {
        jdbc.update("Registering user " + p.userId(), TradeSql.PROFILE_INSERT, ps -> {
            ps.setString(1, p.userId());
            ps.setString(2, p.passwordHash());
            ps.setString(3, p.fullName());
            ps.setString(4, p.address());
            ps.setString(5, p.email());
            ps.setString(6, p.creditCard());
        });
        long id = jdbc.insert("Opening the account of " + p.userId(), TradeSql.ACCOUNT_INSERT, "account_id", ps -> {
            ps.setString(1, p.userId());
            ps.setBigDecimal(2, openBalance);
            ps.setBigDecimal(3, openBalance);
            jdbc.dialect().bindInstant(ps, 4, creationDate);
        });
        return new Account(id, p.userId(), openBalance, openBalance, creationDate, null, 0, 0);
    }

    @Override
    public Optional<AccountProfile> profile(String userId) {
        return jdbc.one("Reading profile", TradeSql.PROFILE_BY_USER, ps -> ps.setString(1, userId), Rows::profile);
    }

    @Override
    public Optional<Account> account(String userId) {
        return jdbc.one("Reading account", TradeSql.ACCOUNT_BY_USER, ps -> ps.setString(1, userId), rows::account);
    }

    @Override
    public Optional<Account> account(long accountId) {
        return jdbc.one("Reading account", TradeSql.ACCOUNT_BY_ID, ps -> ps.setLong(1, accountId), rows::account);
    }

    @Override
    public boolean recordLogin(String userId, Instant at) {
        return jdbc.update("Recording a login", TradeSql.ACCOUNT_LOGIN, ps -> {
            jdbc.dialect().bindInstant(ps, 1, at);
            ps.setString(2, userId);
        }) == 1;
    }

    @Override
    public boolean recordLogout(String userId) {
        return jdbc.update("Recording a logout", TradeSql.ACCOUNT_LOGOUT, ps -> ps.setString(1, userId)) == 1;
    }

    @Override
    public boolean addToBalance(long accountId, BigDecimal delta) {
        return jdbc.update("Changing a balance", TradeSql.ACCOUNT_ADD, ps -> {
            ps.setBigDecimal(1, delta);
            ps.setLong(2, accountId);
        }) == 1;
    }

    @Override
    public boolean debitIfCovered(long accountId, BigDecimal amount) {
        return jdbc.update("Debiting a balance", TradeSql.ACCOUNT_DEBIT_IF_COVERED, ps -> {
            ps.setBigDecimal(1, amount);
            ps.setLong(2, accountId);
            ps.setBigDecimal(3, amount);
        }) == 1;
    }

    @Override
    public boolean updateProfile(AccountProfile p) {
        return jdbc.update("Updating profile", TradeSql.PROFILE_UPDATE, ps -> {
            ps.setString(1, p.passwordHash());
            ps.setString(2, p.fullName());
            ps.setString(3, p.address());
            ps.setString(4, p.email());
            ps.setString(5, p.creditCard());
            ps.setString(6, p.userId());
        }) == 1;
    }
}
