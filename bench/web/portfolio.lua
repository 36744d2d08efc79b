-- wrk script: each connection (one per thread: -t N -c N) logs in as its own user uid:<k> with
-- DayTrader's login POST (no CSRF token: the server runs with the script compatibility setting), then
-- asks for its portfolio page over and over. run.sh gives those users exactly 5 holdings first.
-- bench/wrk/common.lua, found from the path wrk was given for this script (relative or absolute).
local common = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../wrk/common.lua")
local counter = 0
local threads = {}
local cookie = nil
non200 = 0 -- a global: done() reads it with thread:get
holdings_seen = -1 -- a global, read by done()

function setup(thread)
  thread:set("uid", "uid:" .. counter)
  counter = counter + 1
  table.insert(threads, thread)
end

function request()
  if not cookie then
    return wrk.format("POST", "/app", { ["Content-Type"] = "application/x-www-form-urlencoded" },
      "uid=" .. uid .. "&passwd=xxx&action=login")
  end
  return wrk.format("GET", "/app?action=portfolio", { ["Cookie"] = cookie })
end

function response(status, headers, body)
  cookie = common.followed(status, headers, cookie)
  if holdings_seen < 0 and string.find(body, "holdingID=", 1, true) then
    local n = 0
    for _ in string.gmatch(body, 'href="app%?action=sell&holdingID=%d+"') do
      n = n + 1
    end
    holdings_seen = n
  end
end

function done(summary, latency, requests)
  local min_h, max_h = 1e9, -1
  for _, t in ipairs(threads) do
    local h = t:get("holdings_seen") or -1
    if h < min_h then min_h = h end
    if h > max_h then max_h = h end
  end
  common.result("WEB", summary, latency, threads, string.format(" holdings_min=%d holdings_max=%d", min_h, max_h))
end
