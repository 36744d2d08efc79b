-- wrk script for GET workloads of the listener benchmark (bench/listener/run.sh), e.g. /scenario.
--
--   wrk -t N -c N ... -s get.lua URL -- [close]
--
-- Each connection keeps its own session as a browser would, following every Set-Cookie (a new id at
-- each login, a new session after each logout): run.sh gives wrk as many threads as connections for
-- these workloads, since wrk's Lua state is per thread. Pages that set no cookie are unaffected.
-- Counts every response whose status is not 200 as an error (wrk alone only counts >= 400), and
-- prints bench/wrk/common.lua's result line with bench/wstest/soap.lua's prefix:
--   WSTEST requests=N non200=N connect=N read=N write=N timeout=N p50_ms=X p99_ms=X rps=X duration_s=X

-- bench/wrk/common.lua, found from the path wrk was given for this script (relative or absolute).
local common = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../wrk/common.lua")

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
  cookie = common.followed(status, headers, cookie)
end

setup, done = common.counting("WSTEST")
