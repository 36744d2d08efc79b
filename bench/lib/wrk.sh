# shellcheck shell=bash
# The load of the bench/*/run.sh scripts (sourced after script.sh): wrk pinned to the load generator's CPU, the
# result line its bench/wrk scripts print, read into variables, and the order of interleaved rounds.

# wrk_run SECONDS OUT ARG...: wrk on CPU 1 (the servers run on CPU 0) for SECONDS with its latency percentiles,
# ARG... its other options, its URL and its script's arguments; its output into OUT, whose result line is then
# read (wrk_read). Dies if wrk fails or prints no result line; a wrk still running 30 s past its time is stopped.
wrk_run() {
  local seconds="$1" out="$2" rc=0
  shift 2
  watched timeout --kill-after=5 $((seconds + 30)) taskset -c 1 wrk -d "${seconds}s" --latency "$@" >"$out" 2>&1 ||
    rc=$?
  ((rc == 0)) || die "wrk failed (exit $rc): $(tail -n 5 "$out")"
  wrk_read "$out"
}

# wrk_read OUT: the result line of bench/wrk/common.lua in OUT ("WEB requests=120 non200=0 connect=0 … rps=118.5
# …"), in wrk_line, and its fields as variables, each field's name after r_ (r_requests, r_non200, r_p50_ms,
# r_rps, a script's own fields), those of an earlier line cleared; r_failed counts the requests that failed: a
# status other than 200 or a socket error (connect, read, write, timeout). Dies if OUT has no result line.
wrk_read() {
  local field
  wrk_line="$(grep -E '^[A-Z]+ requests=' "$1" | tail -n 1)" || die "no result line from wrk: $(tail -n 5 "$1")"
  unset "${!r_@}"
  for field in ${wrk_line#* }; do printf -v "r_${field%%=*}" '%s' "${field#*=}"; done
  r_failed=$((r_non200 + r_connect + r_read + r_write + r_timeout))
}

# round_order ROUND ITEM...: the items in their order on odd rounds and reversed on even ones, one a line, so that
# none is always measured first, or always right after the same other.
round_order() {
  local round="$1" i
  shift
  if ((round % 2)); then
    printf '%s\n' "$@"
  else
    for ((i = $#; i >= 1; i--)); do printf '%s\n' "${!i}"; done
  fi
}
