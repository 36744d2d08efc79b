# shellcheck shell=bash
# The frame every bench/*/run.sh shares, sourced first with the script's name (`. "$here/../lib/script.sh" web`):
# the repository's root as the working folder (root), progress and failures tagged with the name, the checks of
# tools and numbers, and one exit path that stops what the script started and keeps its work folder when it
# failed. Sources proc.sh (the processes are watched through /proc).

script_name="$1"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root" || exit
# shellcheck source=../lib/proc.sh
. "$root/bench/lib/proc.sh"  # proc_cpu_ticks, proc_rss_kb, proc_is_running, proc_us_per (tested: ProcShellTest)
work="" fail_msg=""
started_pids=() exit_steps=()

# log MESSAGE...: a progress line on standard error, after the script's name and the UTC time.
log() { printf '[%s %s] %s\n' "$script_name" "$(date -u +%H:%M:%S)" "$*" >&2; }

# die MESSAGE...: stops the script with status 1; said again as the last line when the exit keeps the work folder
# (below the logs it names).
die() {
  fail_msg="$*"
  printf '%s: %s\n' "$script_name" "$*" >&2
  exit 1
}

# need_tools TOOL...: dies naming the first one that is not on PATH.
need_tools() {
  local tool
  for tool in "$@"; do command -v "$tool" >/dev/null || die "'$tool' not found on PATH"; done
}

# need_counts VAR...: dies unless each variable holds a whole number above 0; need_whole VAR...: 0 allowed.
need_counts() {
  local v
  for v in "$@"; do [[ "${!v}" =~ ^[1-9][0-9]*$ ]] || die "$v must be a positive integer (got '${!v}')"; done
}
need_whole() {
  local v
  for v in "$@"; do [[ "${!v}" =~ ^[0-9]+$ ]] || die "$v must be a non-negative integer (got '${!v}')"; done
}

# need_free_port PORT [VAR]: dies if something on 127.0.0.1 takes connections on PORT (naming VAR, which sets it).
need_free_port() {
  local rc=0
  curl -s -o /dev/null --max-time 2 "http://127.0.0.1:$1/" || rc=$?
  ((rc == 7)) || die "port $1 is already in use${2:+ (set $2)}"
}

# make_work: a work folder of the script's own in $work (logs, wrk output), removed when the script succeeds.
make_work() {
  work="$(mktemp -d "${TMPDIR:-/tmp}/$script_name-bench.XXXXXX")"
}

# started PID...: processes the script started, stopped at its exit unless stop_process stopped them before.
started() {
  started_pids+=("$@")
}

# stop_process PID...: SIGTERM, up to 60 s for each to end (a JVM's graceful stop), then SIGKILL.
stop_process() {
  local pid i
  for pid in "$@"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "$@"; do
    for ((i = 0; i < 600; i++)); do proc_is_running "$pid" || break; sleep 0.1; done
    if proc_is_running "$pid"; then kill -KILL "$pid" 2>/dev/null || true; fi
  done
  forget "$@"
}

# forget PID...: no longer stopped at the exit (ended: by then its pid may be another program's).
forget() {
  local pid kept=()
  for pid in "${started_pids[@]}"; do [[ " $* " == *" $pid "* ]] || kept+=("$pid"); done
  started_pids=("${kept[@]}")
}

# watched COMMAND...: runs COMMAND in the background and waits for it, so that Ctrl-C or a TERM ends the script
# at once (bash runs no trap while a foreground child runs) and the exit stops the command; its status.
watched() {
  local pid rc=0
  "$@" &
  pid=$!
  started "$pid"
  wait "$pid" || rc=$?
  forget "$pid"
  return "$rc"
}

# on_exit FUNCTION: a step of the script's exit (stopping a front end, taking containers down), called with the
# exit status before the started processes are stopped, the last registered first.
on_exit() {
  exit_steps=("$1" "${exit_steps[@]}")
}

script_exit() {
  local rc=$? step
  set +e
  for step in "${exit_steps[@]}"; do "$step" "$rc"; done
  ((${#started_pids[@]} == 0)) || stop_process "${started_pids[@]}"
  if [[ -n "$work" ]] && ((rc == 0)); then
    rm -rf "$work"
  elif [[ -n "$work" ]]; then
    printf '%s: failed (exit %d); logs kept in %s\n' "$script_name" "$rc" "$work" >&2
    [[ -z "$fail_msg" ]] || printf '%s: %s\n' "$script_name" "$fail_msg" >&2
  fi
  exit "$rc"
}
trap script_exit EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
