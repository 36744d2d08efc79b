# shellcheck shell=bash
# The Bourse a bench/*/run.sh starts (sourced after script.sh and scheme.sh): the JDK ./bourse would choose, the
# jar, the JVM options of a tuning/*.options file, and a start pinned to a CPU that waits until it answers.

# shellcheck source=../../tuning/java.sh
. "$root/tuning/java.sh"         # select_java: the JDK ./bourse uses
# shellcheck source=../../tuning/jvm-options.sh
. "$root/tuning/jvm-options.sh"  # read_jvm_options
JAR="${JAR:-app/target/bourse.jar}"

# bourse_ready OPTIONS_FILE: chooses the JDK (java_bin, java_reason), builds JAR if it is the default one and
# missing, reads the JVM options (jvm_options). jar_path is JAR's absolute path, for a Bourse started in a
# folder of its own.
bourse_ready() {
  select_java
  if [[ ! -f "$JAR" ]]; then
    [[ "$JAR" == app/target/bourse.jar ]] || die "jar not found: $JAR"
    log "building $JAR (./mvnw -B -q -DskipTests package)"
    ./mvnw -B -q -DskipTests package >&2 || die "build failed"
    [[ -f "$JAR" ]] || die "the build did not make $JAR"
  fi
  jar_path="$(realpath "$JAR")"
  [[ -f "$1" ]] || die "JVM options file not found: $1"
  read_jvm_options "$1"
}

# bourse_start CPUS DIR LOG ARG...: starts Bourse with the ARGs in DIR (where its relative paths lead, its
# default H2 database among them), pinned to CPUS with taskset ("any": not pinned), its output into LOG.
# bourse_pid is its process, stopped at the script's exit.
bourse_start() {
  local cpus="$1" dir="$2" out="$3" pin=()
  shift 3
  [[ "$cpus" == any ]] || pin=(taskset -c "$cpus")
  (cd "$dir" && exec "${pin[@]}" "$java_bin" "${jvm_options[@]}" -jar "$jar_path" "$@") >"$out" 2>&1 &
  bourse_pid=$!
  started "$bourse_pid"
}

# await_answer WHAT PID LOG SECONDS PROBE...: polls PROBE, a command, until it succeeds; dies if the process PID
# ends first (with the last lines of LOG) or SECONDS pass. Polled every 50 ms: the start-up time some scripts
# report is the wait's.
await_answer() {
  local what="$1" pid="$2" out="$3" seconds="$4" deadline=$((SECONDS + $4))
  shift 4
  until "$@"; do
    if ! proc_is_running "$pid"; then
      tail -n 30 "$out" >&2
      die "$what exited during start-up (its log above: $out)"
    fi
    ((SECONDS < deadline)) || die "$what did not answer within ${seconds}s (log: $out)"
    sleep 0.05
  done
}

# bourse_answers PORT PATH: whether the server on 127.0.0.1:PORT answers a GET of PATH with a success, over
# SCHEME; dies when SCHEME does not fit that port, which no wait would mend (asked only once the port is open).
bourse_answers() {
  local rc=0 mismatch
  scheme_curl -sf -o /dev/null --max-time 10 "$(scheme_url "$1")$2" || rc=$?
  ((rc != 0)) || return 0
  if ((rc != 7)); then
    mismatch="$(scheme_mismatch "$1")"
    [[ -z "$mismatch" ]] || die "$mismatch"
  fi
  return 1
}
