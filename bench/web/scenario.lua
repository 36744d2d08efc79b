-- wrk script: GET the URL given to wrk (/scenario) with one session per connection. Run with as many threads as connections
-- (-t N -c N): wrk's Lua state is per thread, so each connection keeps its own JSESSIONID, following
-- every Set-Cookie (a new id at each login, a new session after each logout) as a browser would.
-- bench/wrk/common.lua, found from the path wrk was given for this script (relative or absolute).
local common = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../wrk/common.lua")
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
  cookie = common.followed(status, headers, cookie)
end

function done(summary, latency, requests)
  common.result("WEB", summary, latency, threads)
end
