package org.bourse.trade.soap;

import java.util.Iterator;

import javax.xml.namespace.NamespaceContext;

/**
 * One namespace URI read as another: {@code outer} is what the wire carries, {@code inner} what the
 * bound types are declared in. The reader side maps outer to inner, the writer side inner to outer;
 * every other URI passes unchanged. {@code inner} is a constant, so it is the interned instance JAXB's
 * readers compare by identity.
 */
record RenamedNamespace(String outer, String inner) {

    String toInner(String uri) {
        return outer.equals(uri) ? inner : uri;
    }

    String toOuter(String uri) {
        return inner.equals(uri) ? outer : uri;
    }

    /** A namespace context of the wire as the bound types see it. */
    NamespaceContext innerView(NamespaceContext context) {
        return context == null ? null : new NamespaceContext() {
            @Override
            public String getNamespaceURI(String prefix) {
                return toInner(context.getNamespaceURI(prefix));
            }

            @Override
            public String getPrefix(String uri) {
                return context.getPrefix(toOuter(uri));
            }

            @Override
            public Iterator<String> getPrefixes(String uri) {
                return context.getPrefixes(toOuter(uri));
            }
        };
    }

    /** A namespace context of the bound types as the wire has it. */
    NamespaceContext outerView(NamespaceContext context) {
        return context == null ? null : new NamespaceContext() {
            @Override
            public String getNamespaceURI(String prefix) {
                return toOuter(context.getNamespaceURI(prefix));
            }

            @Override
            public String getPrefix(String uri) {
                return context.getPrefix(toInner(uri));
            }

            @Override
            public Iterator<String> getPrefixes(String uri) {
                return context.getPrefixes(toInner(uri));
            }
        };
    }
}
