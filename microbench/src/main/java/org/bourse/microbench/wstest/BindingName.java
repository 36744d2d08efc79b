package org.bourse.microbench.wstest;

import java.util.function.Supplier;

/**
 * The bindings under test, by the name the benchmark's {@code binding} parameter takes (public: JMH's
 * generated code sets it).
 */
public enum BindingName {
    JAXB(CxfJaxbBinding::new),
    JACKSON(JacksonXmlBinding::new),
    STAX(StaxBinding::new);

    private final Supplier<MessageBinding> factory;

    BindingName(Supplier<MessageBinding> factory) {
        this.factory = factory;
    }

    MessageBinding create() {
        return factory.get();
    }
}
