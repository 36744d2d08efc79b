# shellcheck shell=bash
# Sourced by ./bourse, tuning/fast-start and the bench scripts, so that they all start Bourse on the same
# JDK: the one JAVA_HOME names; else the newest JDK 25 or later installed under /usr/lib/jvm (Debian's
# and the Temurin packages' place), because on the same machine and jar it cost 35% less server CPU
# per /scenario request than JDK 17 and no more on WSTest (docs/benchmarks/jdk.md);
# else the java on PATH. The build itself runs on 17.

# select_java: sets java_bin (the java command) and java_reason (why that one, for one log line).
select_java() {
  if [[ -n "${JAVA_HOME:-}" ]]; then
    java_bin="$JAVA_HOME/bin/java"
    java_reason="JAVA_HOME"
    return
  fi
  local release best="" best_major=0 major
  for release in /usr/lib/jvm/*/release; do
    [[ -f "$release" && -x "${release%/release}/bin/java" ]] || continue
    major="$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$release")"
    if [[ -n "$major" ]] && ((major >= 25 && major > best_major)); then
      best="${release%/release}" best_major=$major
    fi
  done
  if [[ -n "$best" ]]; then
    java_bin="$best/bin/java"
    java_reason="the newest JDK 25+ installed (cheaper per request than 17; set JAVA_HOME to choose another)"
  else
    java_bin=java
    java_reason="java on PATH (no JDK 25+ under /usr/lib/jvm; set JAVA_HOME to choose one)"
  fi
}

# java_version_line: the first line of the chosen java's -version, e.g. openjdk version "25.0.3" 2026-04-21 LTS.
java_version_line() {
  "$java_bin" -version 2>&1 | head -n 1
}
