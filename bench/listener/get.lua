-- wrk script for GET workloads of the listener benchmark (bench/listener/run.sh), e.g. /scenario.
--
--   wrk -t N -c N ... -s get.lua URL -- [close]
--
-- Each connection keeps its own session as a browser would, following every Set-Cookie (a new id at
-- each login, a new session after each logout): run.sh gives wrk as many threads as connections for
-- these workloads, since wrk's Lua state is per thread. Pages that set no cookie are unaffected.
-- Counts every response whose status is not 200 as an error (wrk alone only counts >= 400), and
-- prints the same result line as bench/wstest/soap.lua:
--   WSTEST requests=N non200=N connect=N read=N write=N timeout=N p50_ms=X p99_ms=X rps=X duration_s=X

non200 = 0
local cookie = nil
local close = false

function init(args)
  close = args[1] == "close"
end

function request()
  local headers = {}
  if close then
    headers["Connection"] = "close"
  end
  if cookie then
    headers["Cookie"] = cookie
  end
  return wrk.format("GET", wrk.path, headers)
end

function response(status, headers, body)
  if status ~= 200 then
    non200 = non200 + 1
  end
  local set = headers["Set-Cookie"] or headers["set-cookie"]
  if set then
    local id = string.match(set, "JSESSIONID=([^;]+)")
    if id then
      cookie = "JSESSIONID=" .. id
    end
  end
end

local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
end

function done(summary, latency, requests)
  local bad = 0
  for _, t in ipairs(threads) do
    bad = bad + (t:get("non200") or 0)
  end
  local seconds = summary.duration / 1e6
  local e = summary.errors
  print(string.format(
    "WSTEST requests=%d non200=%d connect=%d read=%d write=%d timeout=%d p50_ms=%.3f p99_ms=%.3f rps=%.1f duration_s=%.3f",
    summary.requests, bad, e.connect, e.read, e.write, e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.requests / seconds, seconds))
end
