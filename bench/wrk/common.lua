-- Shared by the wrk scripts of bench/ (loaded with dofile): following a session cookie as a browser
-- would, and the one result line the run.sh scripts parse:
--   PREFIX requests=N non200=N connect=N read=N write=N timeout=N p50_ms=X p99_ms=X rps=X duration_s=X [extra]
-- Each script counts responses whose status is not 200 in a global `non200` (wrk alone counts only
-- >= 400) and keeps its threads from setup() so done() can add the counters up.
-- The scripts send paths only: wrk's URL may be http:// or https:// (Debian's wrk speaks HTTP/1.1 over
-- TLS and accepts any certificate); wrk has no HTTP/2.
local common = {}

-- For response(): counts a status other than 200 in the script's global `non200`.
function common.count_status(status)
  if status ~= 200 then
    non200 = non200 + 1
  end
end

-- For response() of the page scripts: counts the status, returns the session cookie to send next.
function common.followed(status, headers, current)
  common.count_status(status)
  return common.cookie(headers, current)
end

-- The session cookie a response sets (a new id at each login, a new session after each logout), or
-- the one the connection already had.
function common.cookie(headers, current)
  local set = headers["Set-Cookie"] or headers["set-cookie"]
  local id = set and string.match(set, "JSESSIONID=([^;]+)")
  if id then
    return "JSESSIONID=" .. id
  end
  return current
end

-- wrk's setup() for scripts that follow one user per thread: numbers the threads (a global `id` in
-- each thread's Lua state: 0, 1, ...) and keeps them in `threads`, for done() to add counters up.
function common.numbered_setup(threads)
  local counter = 0
  return function(thread)
    thread:set("id", counter)
    counter = counter + 1
    threads[#threads + 1] = thread
  end
end

-- A global counter of every thread, added up.
function common.sum(threads, name)
  local n = 0
  for _, t in ipairs(threads) do
    n = n + (t:get(name) or 0)
  end
  return n
end

-- wrk's setup() and done() for a script that counts `non200` alone: setup() keeps the threads, done() prints
-- the result line with this prefix.
function common.counting(prefix)
  local threads = {}
  return function(thread)
    threads[#threads + 1] = thread
  end, function(summary, latency)
    common.result(prefix, summary, latency, threads)
  end
end

-- Prints the result line; extra (may be nil) is appended, e.g. " sells=12".
function common.result(prefix, summary, latency, threads, extra)
  local seconds = summary.duration / 1e6
  local e = summary.errors
  print(string.format(
    "%s requests=%d non200=%d connect=%d read=%d write=%d timeout=%d p50_ms=%.3f p99_ms=%.3f rps=%.1f duration_s=%.3f%s",
    prefix, summary.requests, common.sum(threads, "non200"), e.connect, e.read, e.write, e.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, summary.requests / seconds, seconds,
    extra or ""))
end

return common
