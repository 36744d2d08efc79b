package org.bourse.bench.simulation;

/** The two published ways of loading a server (bench.md). */
public enum Methodology {

    /** Sun's: a few connections kept alive, each sending its next request as soon as the answer is in. */
    SATURATION,

    /** Microsoft's: many users, each waiting 1 s before every request, a new connection per request. */
    THINK;

    public static Methodology of(String name) {
        for (Methodology m : values()) {
            if (m.name().equalsIgnoreCase(name)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown method '" + name + "' (saturation or think)");
    }
}
