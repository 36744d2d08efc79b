package org.bourse.dal.trade;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Holdings. Removing and shrinking one are guarded in SQL, so a holding is never sold twice. */
public interface HoldingStore {

    /** The account's holdings, oldest first. */
    List<Holding> ofAccount(long accountId);

    Optional<Holding> find(long holdingId);

    /** Writes a holding and returns it with the id the database assigned. */
    Holding create(long accountId, String symbol, BigDecimal quantity, BigDecimal purchasePrice, Instant purchaseDate);

    /** Deletes the holding if that account owns it. @return false if it was gone or is someone else's */
    boolean remove(long holdingId, long accountId);

    /**
     * Takes {@code quantity} shares off a holding of that account, only while more than that remain.
     *
     * @return false if the holding is gone, someone else's, or does not hold more than {@code quantity}
     */
    boolean reduce(long holdingId, long accountId, BigDecimal quantity);
}
