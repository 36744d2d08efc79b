-- wrk script for the WSTest SOAP benchmark (see bench/README.md).
--
--   wrk ... -s soap.lua URL -- BODY_FILE SOAP_ACTION [close]
--
-- Each argument may instead come from the environment: WSTEST_BODY, WSTEST_ACTION,
-- WSTEST_CLOSE=1. Every request is a POST of BODY_FILE with the given SOAPAction;
-- with "close" it asks for a new connection per request (Connection: close).
--
-- A response whose status is not 200 is counted as an error (wrk alone only counts
-- statuses >= 400). done() prints bench/wrk/common.lua's result line, which run.sh parses:
--   WSTEST requests=N non200=N connect=N read=N write=N timeout=N p50_ms=X p99_ms=X rps=X duration_s=X

-- bench/wrk/common.lua, found from the path wrk was given for this script (relative or absolute).
local common = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../wrk/common.lua")

local function read_file(path)
  local f, err = io.open(path, "rb")
  if not f then
    error("soap.lua: cannot read body file: " .. tostring(err))
  end
  local data = f:read("*a")
  f:close()
  return data
end

-- Per-thread counter (each wrk thread has its own Lua state).
non200 = 0

function init(args)
  local body_file = args[1] or os.getenv("WSTEST_BODY")
  local action = args[2] or os.getenv("WSTEST_ACTION")
  local close = args[3] == "close" or os.getenv("WSTEST_CLOSE") == "1"
  if not body_file or not action then
    error("soap.lua: usage: -s soap.lua URL -- BODY_FILE SOAP_ACTION [close]")
  end

  wrk.method = "POST"
  wrk.body = read_file(body_file)
  wrk.headers["Content-Type"] = "text/xml; charset=utf-8"
  wrk.headers["SOAPAction"] = '"' .. action .. '"'
  if close then
    wrk.headers["Connection"] = "close"
  end
end

function response(status, headers, body)
  common.count_status(status)
end

-- The main Lua state keeps the threads so done() can add up their counters.
setup, done = common.counting("WSTEST")
