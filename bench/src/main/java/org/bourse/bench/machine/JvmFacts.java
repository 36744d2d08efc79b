package org.bourse.bench.machine;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A server's JVM as read from outside it ({@link JvmInfo#of}): the names in capitals are the JDK's own, from its
 * {@code release} file.
 *
 * @param commandLine        its command line
 * @param executable         its {@code java} (or why it is unknown)
 * @param implementor        the JDK's vendor
 * @param javaRuntimeVersion the JDK's full version
 * @param javaVersion        the JDK's version
 * @param flags              the JVM's options (before {@code -jar})
 * @param version            the jar's Implementation-Version (null: not started with {@code -jar})
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JvmFacts(List<String> commandLine, String executable,
        @JsonProperty("IMPLEMENTOR") String implementor,
        @JsonProperty("JAVA_RUNTIME_VERSION") String javaRuntimeVersion,
        @JsonProperty("JAVA_VERSION") String javaVersion, List<String> flags, String version) {

    /** The JDK's version as the report shows it: the runtime's when the release file has it. */
    public String jdkVersion() {
        return javaRuntimeVersion != null ? javaRuntimeVersion : javaVersion;
    }

    /**
     * A setting given on the command line ({@code --name=value} or {@code -Dname=value}), null when not given.
     */
    public String argument(String name) {
        if (commandLine == null) {
            return null;
        }
        for (String a : commandLine) {
            if (a.startsWith("--" + name + "=") || a.startsWith("-D" + name + "=")) {
                return a.substring(name.length() + 3);
            }
        }
        return null;
    }
}
