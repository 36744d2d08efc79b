package org.bourse.dal;

/** A write broke a unique constraint: the user id, the symbol, or a second sell of one holding. */
public class DuplicateKey extends DataAccessFailure {

    private static final long serialVersionUID = 1L;

    public DuplicateKey(String message, Throwable cause) {
        super(message, cause);
    }
}
