# shellcheck shell=bash
# A Bourse that is already running, for the bench/*/run.sh scripts that can measure one instead of starting
# their own (sourced after scheme.sh: `. "$here/../lib/running.sh"`). Set BOURSE_URL (its base URL, e.g.
# http://127.0.0.1:8080) and BOURSE_PID (its process, whose CPU and memory, children included, are counted);
# the script then starts no server, and its port, population, JVM options and APP_ARGs are the running
# server's to set, not the script's. The bench module's smoke tests use it to measure, for a second, the one
# server they start for all of them, instead of waiting for a start-up per script.

BOURSE_URL="${BOURSE_URL:-}" BOURSE_PID="${BOURSE_PID:-}"

# running_server NAME: whether BOURSE_URL names a running server; exits with a message if it is half given
# (a URL without a live BOURSE_PID, or the reverse). Sets SCHEME from the URL.
running_server() {
  [[ -z "$BOURSE_URL" && -z "$BOURSE_PID" ]] && return 1
  [[ -n "$BOURSE_URL" && -n "$BOURSE_PID" ]] ||
    { echo "$1: BOURSE_URL and BOURSE_PID go together (a running server and its process)" >&2; exit 2; }
  proc_is_running "$BOURSE_PID" || { echo "$1: BOURSE_PID $BOURSE_PID is not running" >&2; exit 2; }
  BOURSE_URL="${BOURSE_URL%/}"
  case "$BOURSE_URL" in
    https://*) SCHEME=https ;;
    http://*) SCHEME=http ;;
    *) echo "$1: BOURSE_URL must start with http:// or https:// (got '$BOURSE_URL')" >&2; exit 2 ;;
  esac
  return 0
}
