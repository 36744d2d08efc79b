-- wrk script: the Trade SOAP journey's work (bench/trade-soap/trade.lua) through DayTrader's web pages,
-- so that the SOAP tier can be compared with the web tier, and Bourse's web tier with DayTrader's.
--
--   wrk -t N -c N ... -s journey.lua http://host:port -- PREFIX USERS QUOTES [FIRST]
--   (or https://host:port: wrk speaks HTTP/1.1 over TLS and accepts any certificate)
--
-- PREFIX is the application's path: "-" for Bourse (served at /), "/daytrader" for DayTrader 8.
-- Run with as many threads as connections: each thread drives one connection and follows one user's
-- journey, over and over, as uid:(FIRST+k) (modulo USERS; FIRST is 0 unless given; password xxx) on
-- random symbols s:0 .. s:(QUOTES-1):
--   login (DayTrader's form POST), quotes, buy 100 shares, portfolio, sell the newest holding, logout.
-- Six requests, the same six steps as the SOAP journey. Bourse must run with
-- bourse.web.daytrader-script-compatibility=true: like DayTrader's own scripts, this sends no CSRF token.
-- With async or broker order processing the bought holding is listed only once its order completed:
-- until the portfolio lists a holding newer than the one this thread sold last, it is asked for again
-- every 20 ms, at most 500 times (counted as "polls"; none with sync processing, the default). A status
-- other than 200 is an error; so is a portfolio page still without the new holding after the last poll
-- (counted as "bad"). Prints bench/wrk/common.lua's result line with the sells made, the bad pages and
-- the polls:
--   JOURNEY requests=N non200=N ... duration_s=X sells=N bad=N polls=N

local common = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../wrk/common.lua")

non200 = 0
sells = 0
bad = 0
polls = 0
local POLL_MS, MAX_POLLS = 20, 500
local prefix, user, quotes, step, holding, sold, cookie
local polled = 0

local threads = {}
setup = common.numbered_setup(threads)

function init(args)
  prefix = args[1] or "-"
  if prefix == "-" then prefix = "" end
  local users = tonumber(args[2] or "15000")
  quotes = tonumber(args[3] or "10000")
  user = "uid:" .. ((tonumber(args[4] or "0") + id) % users)
  step = 0
  math.randomseed(os.time() + id)
end

local function get(query)
  return wrk.format("GET", prefix .. "/app?" .. query, cookie and { ["Cookie"] = cookie } or {})
end

function request()
  local s = step % 6
  if s == 0 then
    local headers = { ["Content-Type"] = "application/x-www-form-urlencoded" }
    if cookie then headers["Cookie"] = cookie end
    return wrk.format("POST", prefix .. "/app", headers, "uid=" .. user .. "&passwd=xxx&action=login")
  elseif s == 1 then
    return get("action=quotes&symbols=s:" .. math.random(0, quotes - 1))
  elseif s == 2 then
    return get("action=buy&symbol=s:" .. math.random(0, quotes - 1) .. "&quantity=100")
  elseif s == 3 then
    return get("action=portfolio")
  elseif s == 4 and holding then
    return get("action=sell&holdingID=" .. holding)
  elseif s == 4 then
    return get("action=portfolio") -- nothing to sell: already counted as a bad page
  end
  return get("action=logout")
end

-- wrk asks before each request: the pause before the portfolio is asked for again.
function delay()
  if polled > 0 then return POLL_MS end
  return 0
end

function response(status, headers, body)
  cookie = common.followed(status, headers, cookie)
  local s = step % 6
  if s == 3 then
    -- The newest holding (the highest id): the one this journey just bought, once its order completed.
    holding = nil
    for id in string.gmatch(body, "action=sell&holdingID=(%d+)") do
      if not holding or tonumber(id) > tonumber(holding) then holding = id end
    end
    if holding and sold and tonumber(holding) <= tonumber(sold) then holding = nil end
    if not holding and status == 200 and polled < MAX_POLLS then
      polled = polled + 1
      polls = polls + 1
      return -- the same step again
    end
    polled = 0
    if not holding then bad = bad + 1 end
  elseif s == 4 and holding then
    sells = sells + 1
    sold = holding
  end
  step = step + 1
end

function done(summary, latency, requests)
  common.result("JOURNEY", summary, latency, threads,
    " sells=" .. common.sum(threads, "sells") .. " bad=" .. common.sum(threads, "bad")
      .. " polls=" .. common.sum(threads, "polls"))
end
