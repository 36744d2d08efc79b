# shellcheck shell=bash
# The bench module's classes and libraries for the launchers (bench/load, bench/compare, bench/floor), in one
# place (sourced). Builds the module when they are missing or older than its sources; no Maven per run after.
bench_home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bench_classpath="$bench_home/bench/target/classes:$bench_home/bench/target/lib/*"

# bench_module_ready NAME: builds the module if needed, saying so as NAME. Sources are compared with the newest
# file of the classes (a Maven compile writes those, not the directory): a build by Maven is not done again,
# which would also package the server's jar anew under whatever is running it.
bench_module_ready() {
  local module="$bench_home/bench" classes="$bench_home/bench/target/classes" newest=""
  [[ -d "$classes" ]] && newest="$(find "$classes" -type f -printf '%T@ %p\n' | sort -n | tail -n 1 | cut -d' ' -f2-)"
  if [[ ! -d "$classes/org/bourse/bench" || ! -d "$module/target/lib" || -z "$newest" \
        || -n "$(find "$module/src/main" "$module/pom.xml" -newer "$newest" -type f -print -quit)" ]]; then
    echo "$1: building the bench module (first run or sources changed) ..." >&2
    # -am builds the modules it depends on in the reactor; nothing is installed into ~/.m2. Only up to
    # process-classes, where target/lib is copied: no module's jar is written, so a server running from
    # app/target/bourse.jar (./bourse, a script's) keeps its jar (package rewrote it under the running JVM).
    (cd "$bench_home" && ./mvnw -B -q -pl bench -am process-classes) >&2
    touch "$classes"
  fi
}
