package org.bourse.bench.compare;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.bourse.bench.cli.OptionSection;
import org.bourse.bench.server.ServerUrl;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.TypeConversionException;

/**
 * The options of one target of {@code bench/compare}, {@code --a-…} or {@code --b-…}: one set, declared here
 * once for either prefix with picocli's programmatic API (an annotation names a single option), and read back
 * after parsing as a checked {@link TargetSpec}.
 */
final class TargetOptions implements OptionSection {

    private final String name;
    private final String lower;
    private final OptionSpec url;
    private final OptionSpec pids;
    private final OptionSpec cgroups;
    private final OptionSpec topology;
    private final OptionSpec jar;
    private final OptionSpec java;
    private final OptionSpec jvm;
    private final OptionSpec arguments;
    private final OptionSpec port;
    private final OptionSpec https;
    private final OptionSpec http2;
    private final OptionSpec label;

    /** @param name A or B: A's options are described in full, B's refer to them */
    TargetOptions(String name) {
        this.name = name;
        this.lower = name.toLowerCase(Locale.ROOT);
        url = option("url", "URL", String.class, "a running server (any server with the http workload):"
                + " http://HOST:PORT or https://HOST:PORT (as bench/load's --url)").converters(new ServerUrl()).build();
        pids = option("pid", "PID", List.class, "its processes, whose CPU counts (children included); without them"
                + " CPU per request is not measured").auxiliaryTypes(Long.class).splitRegex(",")
                .converters(new ProcessId()).build();
        cgroups = option("cgroup", "PATH", List.class, "a cgroup of it, e.g. a container's (repeatable): its"
                + " directory, or the path podman inspect's CgroupPath and /proc/PID/cgroup give, under /sys/fs/cgroup;"
                + " every process in it counts, ended ones included (database backends, front-end workers)")
                .auxiliaryTypes(String.class).build();
        topology = option("topology", "FILE", Path.class, "its containers, as JSON (layout, engine, nodes: name,"
                + " service, image, imageId, imageRevision, cpuset, cpuLimit, memoryLimitMb), for the report;"
                + " bench/scaleout/run.sh writes one").build();
        jar = option("jar", "JAR", Path.class, "start this jar (app/target/bourse.jar when only other --" + lower
                + "- options describe how to start it)").build();
        java = option("java", "JAVA", String.class, "java command or JDK folder for it (the JDK ./bourse would use:"
                + " JAVA_HOME, else the newest JDK 25+ installed; tuning/java.sh)").build();
        jvm = option("jvm", "OPTIONS", List.class, "its JVM options, separated by spaces (repeatable)")
                .auxiliaryTypes(String.class).build();
        arguments = option("arg", "ARG", List.class, "one server argument: a setting"
                + " (--server.tomcat.threads.max=50), a listener mode (--spring.profiles.active=front-ended)…"
                + " (repeatable)").auxiliaryTypes(String.class).build();
        port = option("port", "N", Integer.class, "its port (a free one)").converters(new Port()).build();
        https = option("https", null, boolean.class, "the started server serves TLS on its port (its --" + lower
                + "-arg switch it on: --spring.profiles.active=tls, or Spring Boot's server.ssl.*): compare reaches"
                + " it at https://127.0.0.1:PORT; two started with the tls profile need a plain-HTTP port each (--"
                + lower + "-arg --bourse.listener.http-port=N)").arity("0").build();
        http2 = option("http2", null, boolean.class, "load this target over HTTP/2 (needs https); --http2 loads both")
                .arity("0").build();
        label = option("label", "TEXT", String.class, "its name in the report (" + name + ")").build();
    }

    /** The options, to be mixed into the command; listed under their own heading in the help, before the others. */
    CommandSpec mixin() {
        CommandSpec mixin = CommandSpec.wrapWithoutInspection(this);
        for (OptionSpec o : List.of(url, pids, cgroups, topology, jar, java, jvm, arguments, port, https, http2, label)) {
            mixin.addOption(o);
        }
        return mixin;
    }

    @Override
    public String heading() {
        return name.equals("A") ? "%nTarget A: a running server (--a-url), or one compare starts (--a-jar…):%n"
                : "%nTarget B: as A, with --b-:%n";
    }

    @Override
    public int order() {
        return -1;
    }

    /**
     * The target the options describe, checked.
     *
     * @param defaultJar      the jar of a started server when none is named
     * @param http2Everywhere {@code --http2} was given: both targets are loaded over HTTP/2
     */
    TargetSpec spec(Path defaultJar, boolean http2Everywhere) {
        String running = url.getValue();
        List<Long> processes = list(pids);
        List<String> groups = list(cgroups);
        List<String> jvmOptions = new ArrayList<>();
        for (String given : this.<String>list(jvm)) {
            jvmOptions.addAll(List.of(given.trim().split("\\s+")));
        }
        List<String> args = list(arguments);
        Path jarFile = jar.getValue();
        String javaCommand = java.getValue();
        Path topologyFile = topology.getValue();
        boolean tls = Boolean.TRUE.equals(https.getValue());
        boolean asked = Boolean.TRUE.equals(http2.getValue());
        if (running != null && (jarFile != null || javaCommand != null || !jvmOptions.isEmpty() || !args.isEmpty())) {
            throw new IllegalArgumentException("target " + name + ": --" + lower + "-url names a running server;"
                    + " --" + lower + "-jar/-java/-jvm/-arg describe one to start: give one or the other");
        }
        String runningOnly = !processes.isEmpty() ? "pid" : !groups.isEmpty() ? "cgroup"
                : topologyFile != null ? "topology" : null;
        if (running == null && runningOnly != null) {
            throw new IllegalArgumentException("target " + name + ": --" + lower + "-" + runningOnly + " needs --"
                    + lower + "-url");
        }
        if (running != null && tls) {
            throw new IllegalArgumentException("target " + name + ": --" + lower + "-https is for a server compare"
                    + " starts; a running one's scheme is in its --" + lower + "-url");
        }
        boolean overHttp2 = asked || http2Everywhere;
        String askedBy = asked ? "--" + lower + "-http2" : "--http2";
        if (overHttp2 && running != null) {
            ServerUrl.checkHttp2(askedBy, "--" + lower + "-url", running);
        }
        if (overHttp2 && running == null && !tls) {
            throw new IllegalArgumentException(askedBy + " needs TLS: target " + name + " is started over plain HTTP"
                    + " (give --" + lower + "-https, and the arguments that switch its TLS on)");
        }
        String shown = label.getValue();
        Integer portNumber = port.getValue();
        return new TargetSpec(name, shown != null ? shown : name, running, processes, groups, topologyFile,
                jarFile != null ? jarFile : defaultJar, javaCommand, List.copyOf(jvmOptions), args,
                portNumber == null ? 0 : portNumber, tls, overHttp2);
    }

    private OptionSpec.Builder option(String option, String paramLabel, Class<?> type, String description) {
        OptionSpec.Builder b = OptionSpec.builder("--" + lower + "-" + option).type(type)
                .description(name.equals("A") ? description : "as --a-" + option);
        return paramLabel == null ? b : b.paramLabel(paramLabel);
    }

    private <T> List<T> list(OptionSpec o) {
        List<T> values = o.getValue();
        return values == null ? List.of() : List.copyOf(values);
    }

    /** A process id. */
    private static final class ProcessId implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return Long.parseLong(value.trim());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("takes process ids, not '" + value + "'");
            }
        }
    }

    /** A TCP port. */
    private static final class Port implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                int p = Integer.parseInt(value);
                if (p >= 1 && p <= 65_535) {
                    return p;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new TypeConversionException("takes a port from 1 to 65535, not '" + value + "'");
        }
    }
}
