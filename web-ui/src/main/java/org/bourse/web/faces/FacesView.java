package org.bourse.web.faces;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * What the {@code *.faces} pages of one HTTP session rendered, so a postback can refer to it as JSF's
 * does: the view-state token every postback must send back, the quote rows and holding rows last shown
 * (a buy names row {@code N} of the quotes, a sell row {@code N} of the holdings) and the symbols last
 * asked for (DayTrader keeps them in the session too).
 */
final class FacesView implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String token;
    private volatile List<String> quoteRows = List.of();
    private volatile List<Long> holdingRows = List.of();
    private volatile String symbols;

    FacesView(String token) {
        this.token = token;
    }

    String token() {
        return token;
    }

    List<String> quoteRows() {
        return quoteRows;
    }

    void quoteRows(List<String> symbolsShown) {
        this.quoteRows = List.copyOf(symbolsShown);
    }

    List<Long> holdingRows() {
        return holdingRows;
    }

    void holdingRows(List<Long> holdingIdsShown) {
        this.holdingRows = List.copyOf(holdingIdsShown);
    }

    /** The holding sold from row {@code row} is no longer there (as DayTrader removes it from its table). */
    void holdingSold(long holdingId) {
        List<Long> rows = new ArrayList<>(holdingRows);
        rows.remove(Long.valueOf(holdingId));
        this.holdingRows = List.copyOf(rows);
    }

    String symbols() {
        return symbols;
    }

    void symbols(String asked) {
        this.symbols = asked;
    }
}
