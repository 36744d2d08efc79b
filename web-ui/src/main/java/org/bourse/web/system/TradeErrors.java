package org.bourse.web.system;

import org.bourse.trade.TradeException;

/** The page message for a refused business operation. */
public final class TradeErrors {

    private TradeErrors() {
    }

    public static Status status(TradeException e) {
        if (e instanceof TradeException.LoginFailed) {
            return Status.error("error.loginFailed");
        }
        if (e instanceof TradeException.DuplicateUser) {
            return Status.error("error.duplicateUser");
        }
        if (e instanceof TradeException.UnknownSymbol) {
            return Status.error("error.unknownSymbol");
        }
        if (e instanceof TradeException.HoldingNotFound) {
            return Status.error("error.holdingNotFound");
        }
        if (e instanceof TradeException.UnknownUser) {
            return Status.error("error.unknownUser");
        }
        if (e instanceof TradeException.InsufficientFunds) {
            return Status.error("error.insufficientFunds");
        }
        if (e instanceof TradeException.ResetInProgress) {
            return Status.error("error.resetInProgress");
        }
        if (e instanceof TradeException.Busy) {
            return Status.error("error.busy");
        }
        if (e instanceof TradeException.InvalidInput) {
            return Status.error("error.invalidInput", e.getMessage());
        }
        return Status.error("error.trade", e.getMessage());
    }
}
