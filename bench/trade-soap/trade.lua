-- wrk script for the Trade SOAP business-service benchmark (see bench/README.md).
--
--   wrk -t N -c N ... -s trade.lua http://host:port/services/TradeWSServices -- USERS QUOTES
--
-- Run with as many threads as connections (-t N -c N): each thread then drives one connection, so
-- its requests and responses alternate and it can follow one user's journey, over and over:
--   login, getQuote, buy (100 shares), getHoldings, sell (a holding from getHoldings), logout.
-- Thread k trades as uid:k (k < USERS) on random symbols s:0 .. s:(QUOTES-1); password xxx.
-- A response that is not 200 (a SOAP fault is 500) is counted as an error. done() prints
-- bench/wrk/common.lua's result line, which run.sh parses, with the sells made:
--   TRADE requests=N non200=N connect=N read=N write=N timeout=N p50_ms=X p99_ms=X rps=X duration_s=X sells=N

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

-- Per-thread state (each wrk thread has its own Lua state).
non200 = 0
sells = 0
local user, quotes, step, holding

local threads = {}
setup = common.numbered_setup(threads)

function init(args)
  local users = tonumber(args[1] or "15000")
  quotes = tonumber(args[2] or "10000")
  user = "uid:" .. (id % users)
  step = 0
  math.randomseed(os.time() + id)
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "text/xml; charset=utf-8"
  wrk.headers["SOAPAction"] = '""'
end

local function symbol()
  return "s:" .. math.random(0, quotes - 1)
end

function request()
  local s = step % 6
  local body
  if s == 0 then
    body = envelope("login", el("userID", user) .. el("password", "xxx"))
  elseif s == 1 then
    body = envelope("getQuote", el("symbol", symbol()))
  elseif s == 2 then
    body = envelope("buy", el("userID", user) .. el("symbol", symbol()) .. el("quantity", "100")
        .. el("orderProcessingMode", "0"))
  elseif s == 3 then
    body = envelope("getHoldings", el("userID", user))
  elseif s == 4 and holding then
    body = envelope("sell", el("userID", user) .. el("holdingID", holding) .. el("orderProcessingMode", "0"))
  elseif s == 4 then
    -- Nothing to sell (cannot happen right after a buy, but stay safe): look at the quote again.
    body = envelope("getQuote", el("symbol", symbol()))
  else
    body = envelope("logout", el("userID", user))
  end
  return wrk.format(nil, nil, nil, body)
end

function response(status, headers, body)
  common.count_status(status)
  local s = step % 6
  if s == 3 then
    -- The last holding listed: the one this journey just bought.
    holding = nil
    for id in string.gmatch(body, "holdingID>(%d+)<") do
      holding = id
    end
  elseif s == 4 and holding then
    sells = sells + 1
  end
  step = step + 1
end

function done(summary, latency, requests)
  common.result("TRADE", summary, latency, threads, " sells=" .. common.sum(threads, "sells"))
end
