-- wrk script for page workloads of the listener benchmark (bench/listener/run.sh), e.g. /scenario.
--
--   wrk -t N -c N ... -s get.lua URL -- [close] [login]
--
-- Each connection keeps its own session as a browser would, following every Set-Cookie (a new id at
-- each login, a new session after each logout): run.sh gives wrk as many threads as connections for
-- these workloads, since wrk's Lua state is per thread. Pages that set no cookie are unaffected.
-- close: every request says Connection: close. login: each session first logs in as uid:K (K the
-- thread's number from 0) with DayTrader's login form, POST /app (no CSRF token: run.sh starts Bourse
-- with bourse.web.daytrader-script-compatibility=true), then GETs the URL; the login is one request
-- of the run's count, once per session.
-- Counts every response whose status is not 200 as an error (wrk alone only counts >= 400), and
-- prints bench/wrk/common.lua's result line with bench/wstest/soap.lua's prefix:
--   WSTEST requests=N non200=N connect=N read=N write=N timeout=N p50_ms=X p99_ms=X rps=X duration_s=X

-- bench/wrk/common.lua, found from the path wrk was given for this script (relative or absolute).
local common = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../wrk/common.lua")

non200 = 0
local cookie = nil
local close = false
local login = false
local logged_in = false
local logging_in = false

function init(args)
  for _, a in ipairs(args) do
    if a == "close" then close = true elseif a == "login" then login = true end
  end
end

function request()
  local headers = {}
  if close then
    headers["Connection"] = "close"
  end
  if cookie then
    headers["Cookie"] = cookie
  end
  logging_in = login and not logged_in
  if logging_in then
    headers["Content-Type"] = "application/x-www-form-urlencoded"
    return wrk.format("POST", "/app", headers, "uid=uid:" .. id .. "&passwd=xxx&action=login")
  end
  return wrk.format("GET", wrk.path, headers)
end

function response(status, headers, body)
  cookie = common.followed(status, headers, cookie)
  if logging_in and status == 200 then
    logged_in = true
  end
end

-- setup() numbers the threads (`id`, the uid's number) and keeps them for done()
local threads = {}
setup = common.numbered_setup(threads)

function done(summary, latency)
  common.result("WSTEST", summary, latency, threads)
end
