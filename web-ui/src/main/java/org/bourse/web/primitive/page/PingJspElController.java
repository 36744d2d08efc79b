package org.bourse.web.primitive.page;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

import org.bourse.dal.trade.Quote;
import org.bourse.web.primitive.HitCount;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestHeader;

/**
 * DayTrader's PingJspEL at {@code /PingJspEL.jsp}: random numbers and four random quotes (no database) in
 * the model, and a template that evaluates arithmetic, logical, indexing and scope expressions on them.
 */
@Controller
@WhenPrimitivesEnabled
class PingJspElController {

    private final HitCount hits = new HitCount();

    @GetMapping("/PingJspEL.jsp")
    String page(@RequestHeader(name = "Host", required = false) String host, Model model) {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        model.addAttribute("initTime", hits.initTime());
        model.addAttribute("hitCount", Long.toString(hits.next()));
        model.addAttribute("someint1", random.nextInt(100) + 1);
        model.addAttribute("someint2", random.nextInt(100) + 1);
        model.addAttribute("somefloat1", random.nextFloat() * 100 + 1.0f);
        model.addAttribute("somefloat2", random.nextFloat() * 100 + 1.0f);
        List<Quote> quotes = List.of(randomQuote(random), randomQuote(random), randomQuote(random),
                randomQuote(random));
        model.addAttribute("quoteData", quotes);
        for (int i = 0; i < quotes.size(); i++) {
            model.addAttribute("quoteData" + (i + 1), quotes.get(i));
        }
        model.addAttribute("header", Map.of("host", host == null ? "" : host));
        return "primitive/ping-jsp-el";
    }

    private static Quote randomQuote(ThreadLocalRandom random) {
        String symbol = "s:" + random.nextInt(10_000);
        return new Quote(symbol, "s:" + random.nextInt(10_000) + " Incorporated", money(random), money(random),
                money(random), money(random), money(random), BigDecimal.valueOf(random.nextInt(100_000)));
    }

    private static BigDecimal money(ThreadLocalRandom random) {
        return BigDecimal.valueOf(random.nextDouble(1000)).setScale(2, RoundingMode.HALF_UP);
    }
}
