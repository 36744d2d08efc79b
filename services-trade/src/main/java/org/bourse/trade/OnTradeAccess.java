package org.bourse.trade;

import org.bourse.boot.ModeCondition;

/** {@link ConditionalOnTradeAccess}'s condition. */
final class OnTradeAccess extends ModeCondition<TradeSettings.Mode> {

    OnTradeAccess() {
        super(ConditionalOnTradeAccess.class, TradeSettings.ACCESS);
    }
}
