package org.bourse.microbench.wstest;

import java.util.ArrayList;
import java.util.List;

import jakarta.xml.bind.annotation.XmlNsForm;
import jakarta.xml.bind.annotation.XmlSchema;
import jakarta.xml.bind.annotation.XmlType;

import tools.jackson.databind.cfg.MapperConfig;
import tools.jackson.databind.introspect.Annotated;
import tools.jackson.databind.introspect.AnnotatedClass;
import tools.jackson.databind.introspect.AnnotatedMember;
import tools.jackson.module.jakarta.xmlbind.JakartaXmlBindAnnotationIntrospector;

/**
 * Jackson's reading of JAXB annotations, completed where the generated wire classes rely on JAXB
 * rules it does not apply: every element is qualified by the package's {@code @XmlSchema}
 * (elementFormDefault="qualified"), and a subclass's elements follow its superclass's (TestNode's
 * {@code Next} after TestStruct's {@code i f s}).
 */
final class WireTypesIntrospector extends JakartaXmlBindAnnotationIntrospector {

    @Override
    public String findNamespace(MapperConfig<?> config, Annotated annotated) {
        String namespace = super.findNamespace(config, annotated);
        if (namespace != null && !namespace.isEmpty()) {
            return namespace;
        }
        Class<?> owner = annotated instanceof AnnotatedMember member
                ? member.getDeclaringClass()
                : annotated.getRawType();
        XmlSchema schema = owner.getPackage().getAnnotation(XmlSchema.class);
        return schema != null && schema.elementFormDefault() == XmlNsForm.QUALIFIED ? schema.namespace() : namespace;
    }

    @Override
    public String[] findSerializationPropertyOrder(MapperConfig<?> config, AnnotatedClass annotated) {
        List<String> order = new ArrayList<>();
        for (Class<?> type = annotated.getRawType(); type != null; type = type.getSuperclass()) {
            XmlType xmlType = type.getAnnotation(XmlType.class);
            if (xmlType != null) {
                order.addAll(0, List.of(xmlType.propOrder()).stream().filter(name -> !name.isEmpty()).toList());
            }
        }
        return order.isEmpty() ? super.findSerializationPropertyOrder(config, annotated) : order.toArray(String[]::new);
    }
}
