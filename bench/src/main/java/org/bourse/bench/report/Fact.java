package org.bourse.bench.report;

import java.util.List;

/**
 * One row of a facts table: its name, and its value as text, as code (one or more, one a line), or as text in red.
 *
 * @param name  what it is
 * @param text  its value in words (null: {@code codes} is the value)
 * @param codes its value as code, one item a line
 * @param bad   whether the report marks it as a problem
 */
public record Fact(String name, String text, List<String> codes, boolean bad) {

    static Fact of(String name, String text) {
        return new Fact(name, text == null ? "–" : text, null, false);
    }

    static Fact code(String name, String code) {
        return new Fact(name, null, List.of(code), false);
    }

    static Fact codes(String name, List<String> codes) {
        return new Fact(name, null, codes, false);
    }
}
