# shellcheck shell=bash
# The Markdown reports of the bench/*/run.sh scripts that write one into bench/results (sourced after
# script.sh): where it goes, and the header lines that say on what it was measured.

# report_file NAME: report is bench/results/NAME-<UTC time>.md (the folder made), report_stamp the time.
report_file() {
  report_stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  report="bench/results/$1-$report_stamp.md"
  mkdir -p bench/results
}

# report_machine: "N CPUs, model, M GiB memory; load average at the end: a b c".
report_machine() {
  printf '%s CPUs, %s, %s memory; load average at the end: %s\n' "$(nproc --all)" \
    "$(lscpu 2>/dev/null | sed -n 's/^Model name:[[:space:]]*//p' | head -n 1 | grep . || echo unknown CPU)" \
    "$(awk '/^MemTotal:/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)" "$(cut -d' ' -f1-3 /proc/loadavg)"
}

# report_revision: the checkout's commit, "(with uncommitted changes)" after it when tracked files differ.
report_revision() {
  local rev
  rev="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
  [[ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]] || rev+=" (with uncommitted changes)"
  echo "$rev"
}

# report_runs TSV NAME: the folded table of every run in TSV, whose lines are the scripts' results.tsv (run,
# workload, target, requests, req/s, p50, p99, CPU µs/req, tab-separated); NAME heads the target column.
report_runs() {
  printf '<details><summary>All runs</summary>\n\n| run | workload | %s | requests | req/s | p50 ms | p99 ms | CPU µs/req |\n' "$2"
  printf '|---:|---|---|---:|---:|---:|---:|---:|\n'
  awk -F'\t' '{ printf "| %s | %s | %s | %s | %.0f | %.2f | %.2f | %s |\n", $1, $2, $3, $4, $5, $6, $7, $8 }' "$1"
  printf '\n</details>\n'
}

# report_show: prints the report, and says on standard error where it was written.
report_show() {
  cat "$report"
  log "report written to $report"
}
