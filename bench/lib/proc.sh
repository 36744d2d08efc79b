# shellcheck shell=bash
# What the bench/*/run.sh scripts read from /proc, in one place (sourced by script.sh).
# The same readings as the Java load kit's org.bourse.bench.machine (bench/compare), and tested against
# them (ProcShellTest): CPU time and resident memory of a process *and all its descendants* (a front end's
# workers, a launcher's JVM), so every script counts a target the same way.

# Clock ticks per second of the /proc times.
proc_hz="$(getconf CLK_TCK)"

# A process and all its descendants, one pid a line (nothing if it is gone).
proc_tree() {
  local todo=("$1") p c
  [[ -d "/proc/$1" ]] || return 0
  while ((${#todo[@]})); do
    p="${todo[0]}"; todo=("${todo[@]:1}")
    echo "$p"
    for c in $(cat "/proc/$p/task/"*/children 2>/dev/null); do todo+=("$c"); done
  done
}

# User + system CPU time of a process and its descendants, in clock ticks (fields 14 and 15 of
# /proc/PID/stat, counted after the command name, which may hold spaces).
proc_cpu_ticks() {
  local sum=0 p s fields
  for p in $(proc_tree "$1"); do
    s="$(cat "/proc/$p/stat" 2>/dev/null)" || continue
    s="${s##*) }"; read -r -a fields <<<"$s"
    sum=$((sum + fields[11] + fields[12]))
  done
  echo "$sum"
}

# Resident memory (VmRSS) of a process and its descendants, in KiB.
proc_rss_kb() {
  local sum=0 p r
  for p in $(proc_tree "$1"); do
    r="$(awk '/^VmRSS:/ { print $2 }' "/proc/$p/status" 2>/dev/null)"
    sum=$((sum + ${r:-0}))
  done
  echo "$sum"
}

# Whether a process exists and is not a zombie.
proc_is_running() {
  local st
  st="$(ps -o stat= -p "$1" 2>/dev/null)" || return 1
  [[ -n "$st" && "$st" != Z* ]]
}

# proc_us_per TICKS COUNT [FORMAT]: the microseconds of CPU per request (or order, or journey) that TICKS clock
# ticks make over COUNT of them, printed with FORMAT (%.6f); "-" when COUNT is 0.
proc_us_per() {
  awk -v t="$1" -v n="$2" -v hz="$proc_hz" -v f="${3:-%.6f}" 'BEGIN { if (n > 0) printf f "\n", t * 1e6 / hz / n; else print "-" }'
}
