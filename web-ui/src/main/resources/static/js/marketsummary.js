// Live market summary: the page is complete without this script; with it, the WebSocket at
// /marketsummary replaces the numbers with each summary the server pushes (docs/web.md).
(function () {
  'use strict';
  var page = document.getElementById('market-summary');
  if (!page || !window.WebSocket) { return; }
  var path = page.getAttribute('data-socket') || '/marketsummary';
  var url = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + path;

  function text(id, value) {
    var el = document.getElementById(id);
    if (el && value !== null && value !== undefined) { el.textContent = value; }
  }
  function money(n) { return Number(n).toFixed(2); }
  function trend(n) { return n > 0 ? 'up' : (n < 0 ? 'down' : 'flat'); }
  function date(iso) {
    var d = new Date(iso);
    function two(n) { return (n < 10 ? '0' : '') + n; }
    return d.getFullYear() + '-' + two(d.getMonth() + 1) + '-' + two(d.getDate()) + ' ' +
      two(d.getHours()) + ':' + two(d.getMinutes()) + ':' + two(d.getSeconds());
  }
  // Gainers are quotes that went up, losers quotes that went down: on a fresh market neither list has any
  // (the server's lists are the top five by change, which then are five unchanged quotes in both).
  function movers(id, quotes, direction) {
    var table = document.getElementById(id);
    if (!table || !table.tBodies.length) { return; }
    var body = table.tBodies[0];
    var none = body.querySelector('tr.none');
    var noneText = table.getAttribute('data-none') || '';
    while (body.firstChild) { body.removeChild(body.firstChild); }
    quotes = quotes.filter(function (q) { return direction * q.change > 0; });
    if (!quotes.length) {
      var empty = body.insertRow();
      empty.className = 'none';
      var cell = empty.insertCell();
      cell.colSpan = 3;
      cell.textContent = none ? none.textContent : noneText;
    }
    quotes.forEach(function (q) {
      var row = body.insertRow();
      row.insertCell().textContent = q.symbol;
      row.insertCell().textContent = money(q.price);
      var change = row.insertCell();
      change.textContent = money(q.change);
      change.className = trend(q.change);
    });
  }
  function show(s) {
    text('ms-tsia', money(s.tsia));
    text('ms-open-tsia', money(s.openTsia));
    text('ms-gain', money(s.gainPercent) + '%');
    var gain = document.getElementById('ms-gain');
    if (gain) { gain.className = trend(s.gainPercent); }
    text('ms-volume', String(s.volume));
    if (s.summaryDate) { text('ms-date', date(s.summaryDate)); }
    movers('ms-gainers', s.topGainers || [], 1);
    movers('ms-losers', s.topLosers || [], -1);
    page.setAttribute('data-updated', s.summaryDate || '');
  }
  var retry = 1000;
  function connect() {
    // Bourse's subprotocol: without it, a server in DayTrader's drop-in mode pushes nothing.
    var socket = new WebSocket(url, 'bourse-market-summary');
    socket.onmessage = function (event) {
      try {
        var message = JSON.parse(event.data);
        if (message.type === 'marketSummary') { show(message); }
      } catch (e) { /* ignore a malformed message */ }
    };
    socket.onopen = function () { retry = 1000; };
    socket.onclose = function () { setTimeout(connect, retry); retry = Math.min(retry * 2, 30000); };
  }
  connect();
}());
