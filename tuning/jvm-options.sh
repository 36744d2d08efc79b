# shellcheck shell=bash
# Sourced by ./bourse, tuning/fast-start and the bench scripts, so they all read a JVM options file
# (tuning/jvm.options, tuning/jvm-bench.options) the same way: one option per line, '#' starts a
# comment, blank lines and surrounding spaces ignored, a last line without a newline kept.

# read_jvm_options FILE: fills the array jvm_options.
read_jvm_options() {
  jvm_options=()
  local line
  while IFS= read -r line || [[ -n "$line" ]]; do
    line="${line%%#*}"
    line="${line#"${line%%[![:space:]]*}"}"
    line="${line%"${line##*[![:space:]]}"}"
    if [[ -n "$line" ]]; then
      jvm_options+=("$line")
    fi
  done <"$1"
}
