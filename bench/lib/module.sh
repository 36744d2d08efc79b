# shellcheck shell=bash
# The bench module's classes and libraries for the launchers (bench/load, bench/compare, bench/floor), in one
# place (sourced). Builds the module when they are missing or older than its sources; no Maven per run after.
bench_home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bench_classpath="$bench_home/bench/target/classes:$bench_home/bench/target/lib/*"

# bench_module_ready NAME: builds the module if needed, saying so as NAME.
bench_module_ready() {
  local module="$bench_home/bench" classes="$bench_home/bench/target/classes"
  if [[ ! -d "$classes/org/bourse/bench" || ! -d "$module/target/lib" \
        || -n "$(find "$module/src/main" "$module/pom.xml" -newer "$classes" -type f -print -quit)" ]]; then
    echo "$1: building the bench module (first run or sources changed) ..." >&2
    # -am builds the modules it depends on in the reactor; nothing is installed into ~/.m2.
    (cd "$bench_home" && ./mvnw -B -q -pl bench -am package -DskipTests) >&2
    touch "$classes"
  fi
}
