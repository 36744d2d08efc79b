-- wrk script for the Trade SOAP business-service benchmark (see bench/README.md).
--
--   wrk -t N -c N ... -s trade.lua http://host:port/services/TradeWSServices -- USERS QUOTES [ORDER_WAIT_S]
--   (or https://host:port/...: wrk speaks HTTP/1.1 over TLS and accepts any certificate)
--
-- Run with as many threads as connections (-t N -c N): each thread then drives one connection, so
-- its requests and responses alternate and it can follow one user's journey, over and over:
--   login, getQuote, buy (100 shares), getHoldings, sell (the holding just bought), logout.
-- Thread k trades as uid:k (k < USERS) on random symbols s:0 .. s:(QUOTES-1); password xxx.
-- A buy that comes back open (async or broker order processing) is waited for, as DayTrader's and
-- StockTrader's clients do: getOrders every 20 ms until the order is completed, for at most ORDER_WAIT_S
-- seconds (10); then getHoldings, and the highest holding id (ids only grow) is sold. A wait that runs
-- out counts as bad and the journey sells nothing. A buy that comes back completed (sync) sends nothing
-- more, so the sync journey is 6 requests as published.
-- A response that is not 200 (a SOAP fault is 500) is counted as an error. done() prints
-- bench/wrk/common.lua's result line, which run.sh parses, with the journeys and sells made, the order
-- waits that ran out (bad) and the order latency (buy answered open until seen completed):
--   TRADE requests=N non200=N connect=N read=N write=N timeout=N p50_ms=X p99_ms=X rps=X duration_s=X
--         journeys=N sells=N bad=N polls=N order_waits=N order_wait_mean_ms=X order_wait_max_ms=X
-- (polls: the getOrders requests of the order waits, beside the journeys' own 6 requests each)

-- bench/wrk/common.lua, found from the path wrk was given for this script (relative or absolute).
local common = dofile((debug.getinfo(1, "S").source:match("^@(.*/)") or "./") .. "../wrk/common.lua")

local NS = "http://trade.samples.websphere.ibm.com"

local function envelope(op, children)
  return '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:t="' .. NS .. '">'
      .. "<soapenv:Body><t:" .. op .. ">" .. children .. "</t:" .. op .. "></soapenv:Body></soapenv:Envelope>"
end

local function el(name, value)
  return "<t:" .. name .. ">" .. value .. "</t:" .. name .. ">"
end

-- A monotonic clock in ms (wrk's LuaJIT: os.time() counts whole seconds).
local ffi = require("ffi")
ffi.cdef [[
typedef struct { long tv_sec; long tv_nsec; } bourse_timespec;
int clock_gettime(int clk_id, bourse_timespec *tp);
]]
local clock = ffi.new("bourse_timespec")
local function now_ms()
  ffi.C.clock_gettime(1, clock) -- CLOCK_MONOTONIC
  return tonumber(clock.tv_sec) * 1000 + tonumber(clock.tv_nsec) / 1e6
end

local POLL_MS = 20

-- Per-thread state (each wrk thread has its own Lua state).
non200 = 0
sells = 0
journeys = 0
polls = 0
bad = 0
order_waits = 0
order_wait_ms = 0
order_wait_max_ms = 0
local user, quotes, wait_ms
-- The journey's next step: login, getQuote, buy, wait (getOrders), getHoldings, sell, logout.
local step, holding, order_id, wait_started

local threads = {}
setup = common.numbered_setup(threads)

function init(args)
  local users = tonumber(args[1] or "15000")
  quotes = tonumber(args[2] or "10000")
  wait_ms = tonumber(args[3] or "10") * 1000
  user = "uid:" .. (id % users)
  step = "login"
  math.randomseed(os.time() + id)
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "text/xml; charset=utf-8"
  wrk.headers["SOAPAction"] = '""'
end

local function symbol()
  return "s:" .. math.random(0, quotes - 1)
end

function request()
  local body
  if step == "login" then
    body = envelope("login", el("userID", user) .. el("password", "xxx"))
  elseif step == "getQuote" then
    body = envelope("getQuote", el("symbol", symbol()))
  elseif step == "buy" then
    body = envelope("buy", el("userID", user) .. el("symbol", symbol()) .. el("quantity", "100")
        .. el("orderProcessingMode", "0"))
  elseif step == "wait" then
    body = envelope("getOrders", el("userID", user))
  elseif step == "getHoldings" then
    body = envelope("getHoldings", el("userID", user))
  elseif step == "sell" and holding then
    body = envelope("sell", el("userID", user) .. el("holdingID", holding) .. el("orderProcessingMode", "0"))
  elseif step == "sell" then
    -- Nothing to sell (cannot happen once the buy completed, but stay safe): look at the quote again.
    body = envelope("getQuote", el("symbol", symbol()))
  else
    body = envelope("logout", el("userID", user))
  end
  return wrk.format(nil, nil, nil, body)
end

-- wrk asks before each request: the pause between two polls of the order wait.
function delay()
  if step == "wait" then
    return POLL_MS
  end
  return 0
end

-- The status of order `id` in a getOrders reply (OrderDataBean: orderID, orderType, orderStatus).
local function status_of(body, id)
  return string.match(body, "orderID>" .. id .. "</[%w:]*orderID>%s*<[%w:]*orderType>%w+</[%w:]*orderType>%s*<[%w:]*orderStatus>(%w+)<")
end

local function pending(status)
  return status == "open" or status == "processing"
end

local function completed(status)
  return status == "closed" or status == "completed"
end

function response(status, headers, body)
  common.count_status(status)
  if step == "login" then
    step = "getQuote"
  elseif step == "getQuote" then
    step = "buy"
  elseif step == "buy" then
    order_id = string.match(body, "orderID>(%d+)<")
    if status == 200 and order_id and pending(string.match(body, "orderStatus>(%w+)<")) then
      step = "wait"
      wait_started = now_ms()
    else
      step = "getHoldings"
    end
  elseif step == "wait" then
    polls = polls + 1
    local s = status == 200 and status_of(body, order_id)
    local waited = now_ms() - wait_started
    if completed(s) and waited <= wait_ms then
      order_waits = order_waits + 1
      order_wait_ms = order_wait_ms + waited
      order_wait_max_ms = math.max(order_wait_max_ms, waited)
      step = "getHoldings"
    elseif status ~= 200 or not pending(s) or waited >= wait_ms then
      -- Ran out, cancelled or not listed: nothing to sell this time.
      bad = bad + 1
      step = "logout"
    end
  elseif step == "getHoldings" then
    -- The highest holding id listed: the one this journey just bought (ids only grow).
    holding = nil
    for hid in string.gmatch(body, "holdingID>(%d+)<") do
      if not holding or tonumber(hid) > tonumber(holding) then
        holding = hid
      end
    end
    step = "sell"
  elseif step == "sell" then
    if holding then
      sells = sells + 1
    end
    step = "logout"
  else
    journeys = journeys + 1
    step = "login"
  end
end

function done(summary, latency, requests)
  local waits = common.sum(threads, "order_waits")
  local max_ms = 0
  for _, t in ipairs(threads) do
    max_ms = math.max(max_ms, t:get("order_wait_max_ms") or 0)
  end
  common.result("TRADE", summary, latency, threads, string.format(
    " journeys=%d sells=%d bad=%d polls=%d order_waits=%d order_wait_mean_ms=%.1f order_wait_max_ms=%.1f",
    common.sum(threads, "journeys"), common.sum(threads, "sells"), common.sum(threads, "bad"),
    common.sum(threads, "polls"), waits,
    waits > 0 and common.sum(threads, "order_wait_ms") / waits or 0, max_ms))
end
