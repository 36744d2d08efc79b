package org.bourse.trade;

import org.bourse.boot.ModeCondition;

/** {@link ConditionalOnOrderProcessing}'s condition. */
final class OnOrderProcessing extends ModeCondition<TradeSettings.OrderProcessing> {

    OnOrderProcessing() {
        super(ConditionalOnOrderProcessing.class, TradeSettings.ORDER_PROCESSING);
    }
}
