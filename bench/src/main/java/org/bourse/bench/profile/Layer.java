package org.bourse.bench.profile;

import java.util.List;

/**
 * The layers a request's CPU time is told apart by (the rows of the table the benchmark docs used to fill in by
 * hand). A Java frame belongs to the layer with the longest matching package prefix; a frame of the JVM's own
 * code (no package) belongs to GC or JIT by the names HotSpot gives those threads' functions.
 */
public enum Layer {

    HTTP("HTTP (Tomcat, Jetty)", List.of("org/apache/tomcat/", "org/apache/coyote/", "org/apache/catalina/",
            "org/eclipse/jetty/", "jakarta/servlet/", "org/bourse/app/http/", "org/bourse/app/listener/")),
    SOAP("SOAP stack (CXF)", List.of("org/apache/cxf/", "jakarta/xml/ws/", "jakarta/jws/", "org/apache/neethi/",
            "org/bourse/soap/", "org/bourse/trade/soap/")),
    XML("XML binding (JAXB, StAX)", List.of("org/glassfish/jaxb/", "com/sun/xml/bind/", "com/sun/istack/",
            "jakarta/xml/bind/", "com/ctc/wstx/", "org/codehaus/stax2/", "javax/xml/stream/",
            "com/sun/xml/internal/stream/", "com/sun/org/apache/xerces/", "org/bourse/xml/")),
    TEMPLATES("templates (Thymeleaf, SpEL)", List.of("org/thymeleaf/", "org/attoparser/", "org/unbescape/",
            "org/springframework/expression/")),
    WEB("web framework (Spring MVC, Security, metrics)", List.of("org/springframework/", "org/bourse/web/",
            "io/micrometer/")),
    BCRYPT("password hashing (bcrypt)", List.of("org/springframework/security/crypto/")),
    BUSINESS("business tier (org.bourse.trade, org.bourse.wstest)", List.of("org/bourse/trade/", "org/bourse/wstest/")),
    JDBC("JDBC (HikariCP, Bourse's DAL)", List.of("com/zaxxer/hikari/", "java/sql/", "javax/sql/", "org/bourse/dal/",
            "org/springframework/jdbc/")),
    DATABASE("database (H2, JDBC drivers)", List.of("org/h2/", "org/postgresql/", "org/mariadb/", "com/mysql/")),
    GC("GC", List.of()),
    JIT("JIT compiler", List.of()),
    OTHER("other (JDK, JVM, kernel, idle)", List.of());

    private final String title;
    private final List<String> prefixes;

    Layer(String title, List<String> prefixes) {
        this.title = title;
        this.prefixes = prefixes;
    }

    /** What the table calls it. */
    public String title() {
        return title;
    }

    /** HotSpot's functions on GC threads and in collections a Java thread runs itself. */
    private static final List<String> GC_NAMES = List.of("GCTaskThread", "ConcurrentGCThread", "G1", "PSScavenge",
            "PSParallelCompact", "ParallelScavenge", "MarkSweep", "SerialHeap", "DefNewGeneration", "TenuredGeneration",
            "GenCollectedHeap", "Shenandoah", "ZDriver", "ZWorker", "XDriver", "OopClosure", "ScavengeRoots",
            "VM_GC_Operation", "VM_CollectForAllocation", "VM_ParallelGCFailedAllocation", "CollectedHeap::");
    private static final List<String> JIT_NAMES = List.of("CompileBroker", "C2Compiler", "Compilation::", "Compile::",
            "PhaseChaitin", "PhaseIdealLoop", "PhaseOutput", "C1_", "LinearScan", "GraphBuilder");

    /** The layer of one frame, or null for a frame that says nothing (JDK, kernel, the JVM's other code). */
    static Layer of(String frame) {
        if (isJava(frame)) {
            Layer best = null;
            int longest = 0;
            for (Layer l : values()) {
                for (String p : l.prefixes) {
                    if (p.length() > longest && frame.startsWith(p)) {
                        best = l;
                        longest = p.length();
                    }
                }
            }
            return best;
        }
        for (String n : JIT_NAMES) {
            if (frame.contains(n)) {
                return JIT;
            }
        }
        for (String n : GC_NAMES) {
            if (frame.contains(n)) {
                return GC;
            }
        }
        return null;
    }

    /** A Java method as async-profiler and this package's JFR reader name it: {@code package/Class.method}. */
    static boolean isJava(String frame) {
        return frame.indexOf('/') > 0 && !frame.contains("::") && !frame.contains("(") && !frame.endsWith("_[k]");
    }
}
