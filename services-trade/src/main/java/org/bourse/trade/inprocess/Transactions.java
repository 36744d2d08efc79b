package org.bourse.trade.inprocess;

import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

import org.bourse.dal.TransientFailure;
import org.bourse.dal.outage.DatabaseFailures;
import org.bourse.dal.outage.DatabaseUnavailable;
import org.bourse.trade.TradeException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.TransactionDefinition;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * One transaction per business operation. A transaction the database gave up because of other
 * transactions (deadlock, lock timeout) is run again, up to the retry setting; nothing of a failed
 * attempt survives its rollback. A database that does not answer ({@link DatabaseFailures}) is
 * {@link DatabaseUnavailable}, which the server answers with a 503 or a SOAP fault; no connection within the
 * pool's timeout while the database answers (a pool too small for the load) is {@link TradeException.Busy},
 * with a message saying so, rather than a raw Spring exception.
 */
final class Transactions {

    private static final Logger LOG = LoggerFactory.getLogger(Transactions.class);

    private final TransactionTemplate readWrite;
    private final TransactionTemplate requiresNew;
    private final int attempts;

    Transactions(PlatformTransactionManager manager, int attempts) {
        this.readWrite = new TransactionTemplate(manager);
        this.requiresNew = new TransactionTemplate(manager);
        this.requiresNew.setPropagationBehavior(TransactionDefinition.PROPAGATION_REQUIRES_NEW);
        this.attempts = attempts;
    }

    <T> T run(String what, Supplier<T> work) {
        return run(readWrite, what, work);
    }

    /** In a transaction of its own even when called inside another (async workers, cancelling). */
    <T> T runApart(String what, Supplier<T> work) {
        return run(requiresNew, what, work);
    }

    /** A short random pause, growing with the attempt, so the transactions that collided do not collide again. */
    private static void backOff(int attempt) {
        try {
            Thread.sleep(ThreadLocalRandom.current().nextLong(1, 1 + 2L * attempt));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TradeException.Busy("interrupted while retrying", e);
        }
    }

    private <T> T run(TransactionTemplate template, String what, Supplier<T> work) {
        for (int attempt = 1; ; attempt++) {
            try {
                return template.execute(status -> work.get());
            } catch (CannotCreateTransactionException e) {
                // The pool already waited its connection timeout: retrying here would only queue longer.
                if (DatabaseFailures.notAnswering(e)) {
                    throw new DatabaseUnavailable(what + ": the database does not answer; nothing was changed,"
                            + " try again", e);
                }
                throw new TradeException.Busy(what + ": no database connection came free in time (the connection"
                        + " pool is exhausted or the database is unreachable); nothing was changed, try again", e);
            } catch (TransientFailure e) {
                if (attempt >= attempts) {
                    throw new TradeException.Busy(what + " gave up after " + attempt
                            + " attempts under contention; nothing was changed, try again", e);
                }
                LOG.debug("{}: attempt {} rolled back under contention, running it again", what, attempt, e);
                backOff(attempt);
            }
        }
    }
}
