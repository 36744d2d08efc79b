# shellcheck shell=bash
# The WSTest workloads of bench/wstest/run.sh and bench/listener/run.sh (sourced after script.sh and wrk.sh): a
# workload is a request file of bench/wstest/requests without .xml (EchoList-20), "-close" after it for
# Connection: close on every request.

wstest_requests="$root/bench/wstest/requests"
wstest_ns="uri:WSTestWeb-TestService"

# wstest_known WORKLOAD: dies unless the workload has its request file.
wstest_known() {
  [[ -f "$wstest_requests/${1%-close}.xml" ]] || die "unknown workload '$1': no $wstest_requests/${1%-close}.xml"
}

# wstest_action WORKLOAD: its SOAPAction (EchoList-20-close: uri:WSTestWeb-TestService/EchoList).
wstest_action() {
  local request="${1%-close}"
  echo "$wstest_ns/${request%%-*}"
}

# wstest_post URL WORKLOAD OUT: POSTs the workload's request to URL, the answer into OUT; prints the HTTP status
# (000 for none), or "fault" for a 200 that holds a SOAP fault (the peer answers its faults so). Any certificate
# is accepted: only the servers the script started are asked, on 127.0.0.1.
wstest_post() {
  local code
  code="$(curl -s -k --max-time 10 -o "$3" -w '%{http_code}' -H 'Content-Type: text/xml; charset=utf-8' \
    -H "SOAPAction: \"$(wstest_action "$2")\"" --data-binary "@$wstest_requests/${2%-close}.xml" "$1" || true)"
  if [[ "$code" == 200 && -f "$3" ]] && grep -q 'Fault>' "$3"; then code=fault; fi
  echo "$code"
}

# wstest_answers URL: whether URL answers EchoVoid with a 200 (a server started and ready).
wstest_answers() {
  [[ "$(wstest_post "$1" EchoVoid /dev/null)" == 200 ]]
}

# wstest_wrk SECONDS OUT URL WORKLOAD: the workload's wrk run (bench/wstest/soap.lua) against URL with THREADS
# threads and CONNECTIONS connections, read by wrk_read.
wstest_wrk() {
  local close=()
  [[ "$4" == *-close ]] && close=(close)
  wrk_run "$1" "$2" -t"$THREADS" -c"$CONNECTIONS" --timeout 2s -s "$root/bench/wstest/soap.lua" "$3" \
    -- "$wstest_requests/${4%-close}.xml" "$(wstest_action "$4")" "${close[@]}"
}

# wstest_errors: the non-200 responses and socket errors of the run wrk_read read last, or nothing if none.
wstest_errors() {
  ((r_failed == 0)) || echo "non-200=$r_non200 connect=$r_connect read=$r_read write=$r_write timeout=$r_timeout"
}
