package org.bourse.soap;

/** Looks through an exception's chain of causes. */
final class Causes {

    private Causes() {
    }

    /** The first exception of {@code type} in the chain starting at {@code e}, or null. */
    static <T extends Throwable> T find(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }
}
