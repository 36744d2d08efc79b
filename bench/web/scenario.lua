-- wrk script: GET the URL given to wrk (/scenario) with one session per connection. Run with as many threads as connections
-- (-t N -c N): wrk's Lua state is per thread, so each connection keeps its own JSESSIONID, following
-- every Set-Cookie (a new id at each login, a new session after each logout) as a browser would.
local cookie = nil
non200 = 0 -- a global: done() reads it with thread:get
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function request()
  if cookie then
    return wrk.format("GET", wrk.path, { ["Cookie"] = cookie })
  end
  return wrk.format("GET", wrk.path)
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

function done(summary, latency, requests)
  local bad = 0
  for _, t in ipairs(threads) do
    bad = bad + (t:get("non200") or 0)
  end
  local e = summary.errors
  local seconds = summary.duration / 1e6
  print(string.format(
    "WEB requests=%d non200=%d connect=%d read=%d write=%d timeout=%d p50_ms=%.3f p99_ms=%.3f rps=%.1f duration_s=%.3f",
    summary.requests, bad, e.connect, e.read, e.write, e.timeout, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, summary.requests / seconds, seconds))
end
