#!/usr/bin/env bash
# Regenerates the WSTest request envelopes in bench/wstest/requests/.
# The output is deterministic: running it again must leave `git status` clean.
#   i = index (1-based), f = index + 0.5, s = "String <index>"
set -euo pipefail
cd "$(dirname "$0")"
out=requests
mkdir -p "$out"

ns='uri:WSTestWeb-TestService'
head='<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>'
tail='</soap:Body></soap:Envelope>'

# fields N -> "<i>N</i><f>N.5</f><s>String N</s>"
fields() { printf '<i>%d</i><f>%d.5</f><s>String %d</s>' "$1" "$1" "$1"; }

write() { # write NAME BODY
  printf '%s%s%s\n' "$head" "$2" "$tail" > "$out/$1.xml"
}

write EchoVoid "<EchoVoid xmlns=\"$ns\"/>"

for n in 20 100 500; do
  body="<EchoStruct xmlns=\"$ns\"><array>"
  for ((k = 1; k <= n; k++)); do body+="<l>$(fields "$k")</l>"; done
  write "EchoStruct-$n" "$body</array></EchoStruct>"

  # A linked list of n nodes: node k+1 is the <Next> child of node k.
  open="" close=""
  for ((k = 1; k <= n; k++)); do
    if ((k == 1)); then open+="<list>$(fields "$k")"; close="</list>$close"
    else open+="<Next>$(fields "$k")"; close="</Next>$close"; fi
  done
  write "EchoList-$n" "<EchoList xmlns=\"$ns\">$open$close</EchoList>"

  write "GetOrder-$n" "<GetOrder xmlns=\"$ns\"><orderId>1</orderId><customerId>1</customerId><messageSize>$n</messageSize></GetOrder>"
done

# EchoSynthetic 1 KB: Barray = bytes 0,1,...,255 repeated 4 times, base64-encoded.
barray=$(for _ in 1 2 3 4; do
  for ((b = 0; b < 256; b++)); do printf '%b' "\\0$(printf '%03o' "$b")"; done
done | base64 -w0)
write EchoSynthetic-1K "<EchoSynthetic xmlns=\"$ns\"><synth><Strng>Synthetic 1K</Strng><Strct>$(fields 1)</Strct><Barray>$barray</Barray></synth></EchoSynthetic>"

ls -l "$out"
