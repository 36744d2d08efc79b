package org.bourse.web.primitive.page;

import org.bourse.web.primitive.HitCount;
import org.bourse.web.primitive.WhenPrimitivesEnabled;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * DayTrader's PingServlet2Jsp at {@code /servlet/PingServlet2Jsp}: a controller puts a message in the
 * model and hands it to a template, as DayTrader's servlet forwards a bean to a JSP.
 */
@Controller
@WhenPrimitivesEnabled
class PingServlet2JspController {

    private final HitCount hits = new HitCount();

    /** The bean handed over; the template reads its message. */
    record PingBean(String msg) {
    }

    @GetMapping("/servlet/PingServlet2Jsp")
    String forward(Model model) {
        model.addAttribute("initTime", hits.initTime());
        model.addAttribute("ab", new PingBean("Hit Count: " + hits.next()));
        return "primitive/servlet2jsp";
    }
}
