package org.bourse.trade.inprocess;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

import org.bourse.dal.DuplicateKey;
import org.bourse.dal.trade.Account;
import org.bourse.dal.trade.AccountProfile;
import org.bourse.dal.trade.AccountStore;
import org.bourse.trade.Profile;
import org.bourse.trade.ProfileUpdate;
import org.bourse.trade.Registration;
import org.bourse.trade.TradeException.DuplicateUser;
import org.bourse.trade.TradeException.LoginFailed;
import org.bourse.trade.TradeException.UnknownUser;
import org.springframework.security.crypto.password.PasswordEncoder;

/** Register, login, logout, account and profile. Passwords are only ever stored as hashes. */
final class AccountOperations {

    private final AccountStore accounts;
    private final PasswordEncoder passwords;
    private final Transactions tx;
    private final Clock clock;

    AccountOperations(AccountStore accounts, PasswordEncoder passwords, Transactions tx, Clock clock) {
        this.accounts = accounts;
        this.passwords = passwords;
        this.tx = tx;
        this.clock = clock;
    }

    Account register(Registration r) {
        String userId = Inputs.required("userID", r.userId());
        String password = Inputs.required("password", r.password());
        AccountProfile profile = new AccountProfile(userId, null, Inputs.text("fullName", r.fullName()),
                Inputs.text("address", r.address()), Inputs.text("email", r.email()),
                Inputs.text("creditCard", r.creditCard()));
        var openBalance = Inputs.money("openBalance", r.openBalance());
        // Hash outside the transaction: it is the slow part, and holds no connection.
        AccountProfile hashed = withHash(profile, passwords.encode(password));
        try {
            return tx.run("register", () -> accounts.register(hashed, openBalance, now()));
        } catch (DuplicateKey e) {
            throw new DuplicateUser(userId);
        }
    }

    Account login(String userId, String password) {
        if (userId == null || password == null) {
            throw new LoginFailed(String.valueOf(userId));
        }
        AccountProfile profile = accounts.profile(userId).orElseThrow(() -> new LoginFailed(userId));
        // The hash check runs before the transaction: no connection is held while it burns CPU.
        if (!passwords.matches(password, profile.passwordHash())) {
            throw new LoginFailed(userId);
        }
        return tx.run("login", () -> {
            if (!accounts.recordLogin(userId, now())) {
                throw new LoginFailed(userId);
            }
            return accounts.account(userId).orElseThrow(() -> new LoginFailed(userId));
        });
    }

    void logout(String userId) {
        Inputs.required("userID", userId);
        if (!accounts.recordLogout(userId)) {
            throw new UnknownUser(userId);
        }
    }

    Account account(String userId) {
        Inputs.required("userID", userId);
        return accounts.account(userId).orElseThrow(() -> new UnknownUser(userId));
    }

    Profile profile(String userId) {
        Inputs.required("userID", userId);
        return accounts.profile(userId).map(AccountOperations::shown).orElseThrow(() -> new UnknownUser(userId));
    }

    Profile updateProfile(ProfileUpdate u) {
        String userId = Inputs.required("userID", u.userId());
        Inputs.text("fullName", u.fullName());
        Inputs.text("address", u.address());
        Inputs.text("email", u.email());
        Inputs.text("creditCard", u.creditCard());
        String newHash = u.password() == null || u.password().isEmpty() ? null
                : passwords.encode(Inputs.text("password", u.password()));
        return tx.run("updateAccountProfile", () -> {
            AccountProfile current = accounts.profile(userId).orElseThrow(() -> new UnknownUser(userId));
            AccountProfile updated = new AccountProfile(userId, newHash != null ? newHash : current.passwordHash(),
                    u.fullName(), u.address(), u.email(), u.creditCard());
            accounts.updateProfile(updated);
            return shown(updated);
        });
    }

    private Instant now() {
        // The databases keep microseconds: what is returned equals what is stored.
        return clock.instant().truncatedTo(ChronoUnit.MICROS);
    }

    private static AccountProfile withHash(AccountProfile p, String hash) {
        return new AccountProfile(p.userId(), hash, p.fullName(), p.address(), p.email(), p.creditCard());
    }

    private static Profile shown(AccountProfile p) {
        return new Profile(p.userId(), p.fullName(), p.address(), p.email(), p.creditCard());
    }
}
