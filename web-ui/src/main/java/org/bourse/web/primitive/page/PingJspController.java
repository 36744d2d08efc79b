package org.bourse.web.primitive.page;

import org.bourse.web.primitive.HitCount;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/** DayTrader's PingJsp at {@code /PingJsp.jsp}: a template showing its init time and hit count. */
@Controller
@WhenPrimitivesEnabled
class PingJspController {

    private final HitCount hits = new HitCount();

    @GetMapping("/PingJsp.jsp")
    String page(Model model) {
        model.addAttribute("initTime", hits.initTime());
        model.addAttribute("hitCount", Long.toString(hits.next()));
        return "primitive/ping-jsp";
    }
}
