# shellcheck shell=bash
# The scheme the bench/*/run.sh scripts speak to the Bourse they start, in one place (sourced:
# `. "$here/../lib/scheme.sh"`). SCHEME=http (the default) or https, for a Bourse that serves TLS on its
# port: the script's APP_ARGs switch it on (the tls profile, --spring.profiles.active=tls, or Spring Boot's
# server.ssl.* settings). wrk takes the https URL as it is (Debian's wrk speaks TLS and checks no
# certificate); curl gets -k over https, which accepts any certificate, the self-signed one of the tls
# profile included: these scripts only talk to the server they started, on 127.0.0.1. Neither speaks
# HTTP/2 here (bench/load --http2 does).

SCHEME="${SCHEME:-http}"
case "$SCHEME" in
  http | https) ;;
  *) echo "$(basename "$0"): SCHEME takes http or https, not '$SCHEME'" >&2; exit 2 ;;
esac

# scheme_url PORT: the base URL of the server on 127.0.0.1:PORT.
scheme_url() {
  echo "$SCHEME://127.0.0.1:$1"
}

# scheme_curl ARG...: curl to the server started, with -k over https.
scheme_curl() {
  if [[ "$SCHEME" == https ]]; then curl -k "$@"; else curl "$@"; fi
}

# scheme_mismatch PORT: why SCHEME does not fit the server answering on 127.0.0.1:PORT, or nothing (also
# when nothing answers yet). Over https a plain HTTP server fails the handshake (curl's status 35); over
# http a TLS port answers 400 saying it "requires TLS" (Tomcat).
scheme_mismatch() {
  local rc=0 body
  body="$(curl -s -k --max-time 10 "$(scheme_url "$1")/" 2>/dev/null)" || rc=$?
  if [[ "$SCHEME" == https && "$rc" == 35 ]]; then
    echo "no TLS handshake on 127.0.0.1:$1: the server speaks plain HTTP there (switch its TLS on with an APP_ARG such as --spring.profiles.active=tls, or leave SCHEME unset)"
  elif [[ "$SCHEME" == http && "$body" == *"requires TLS"* ]]; then
    echo "the server on 127.0.0.1:$1 speaks TLS: set SCHEME=https"
  fi
}
