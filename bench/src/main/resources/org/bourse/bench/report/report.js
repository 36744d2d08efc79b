// Draws the report's charts from the summary.json embedded in the page (Chart.js, inlined above).
(function () {
  'use strict';
  const s = JSON.parse(document.getElementById('summary').textContent);
  const charts = {};
  window.bourseCharts = charts;
  const palette = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f',
    '#bcbd22', '#17becf'];
  const colourOf = {A: '#1f77b4', B: '#d62728'};

  function draw(id, config) {
    const canvas = document.getElementById(id);
    if (!canvas) return;
    const points = config.data.datasets.reduce((n, d) => n + d.data.length, 0);
    if (points === 0) {
      document.getElementById(id + '-nodata').hidden = false;
    }
    config.options = Object.assign({animation: false, responsive: true, maintainAspectRatio: false,
      plugins: {legend: {labels: {boxWidth: 12, font: {size: 10}}}}}, config.options || {});
    charts[id] = new Chart(canvas, config);
  }

  function line(id, datasets, xTitle, yTitle) {
    draw(id, {type: 'line', data: {datasets: datasets}, options: {parsing: false, scales: {
      x: {type: 'linear', title: {display: true, text: xTitle}},
      y: {beginAtZero: true, title: {display: true, text: yTitle}}}}});
  }

  function series(points, key) {
    return (points || []).filter(p => typeof p[key] === 'number').map(p => ({x: p.t, y: p[key]}));
  }

  const percentileNames = ['min', '50', '75', '95', '99', 'max'];
  function median(values) {
    const v = values.filter(x => typeof x === 'number').sort((a, b) => a - b);
    if (v.length === 0) return null;
    return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
  }

  if (s.kind === 'suite') {
    const peaked = (s.runs || []).filter(r => r.peak && typeof r.peak.throughput === 'number');
    const names = peaked.map(r => r.workload + ' @' + r.peakUsers);
    draw('peaks-chart', {type: 'bar', data: {labels: names, datasets: [{label: 'req/s at the peak',
      backgroundColor: palette[0], data: peaked.map(r => r.peak.throughput)}]},
      options: {scales: {y: {beginAtZero: true, title: {display: true, text: 'req/s'}}}}});
    draw('peak-latency', {type: 'bar', data: {labels: names, datasets: [
      {label: 'p50', backgroundColor: palette[0], data: peaked.map(r => r.peak.p50)},
      {label: 'p99', backgroundColor: palette[1], data: peaked.map(r => r.peak.p99)}]},
      options: {scales: {y: {beginAtZero: true, title: {display: true, text: 'ms'}}}}});
  } else if (s.kind === 'compare') {
    const runs = s.runs || [];
    const label = r => 'round ' + r.round + ' ' + r.target + (r.excluded ? ' (left out)' : '');
    const style = (r, i, dash) => ({borderColor: colourOf[r.target] || palette[i % palette.length],
      backgroundColor: colourOf[r.target], borderDash: dash ? [4, 3] : (r.round % 2 ? [] : [8, 2]),
      pointRadius: 1, borderWidth: 1.5});
    line('throughput-over-time', runs.map((r, i) => Object.assign({label: label(r),
      data: series(r.timeline, 'throughput')}, style(r, i))), 's from the run\'s start', 'responses/s');
    const lat = [];
    runs.forEach((r, i) => {
      lat.push(Object.assign({label: label(r) + ' p50', data: series(r.timeline, 'p50')}, style(r, i)));
      lat.push(Object.assign({label: label(r) + ' p99', data: series(r.timeline, 'p99')}, style(r, i, true)));
    });
    line('latency-over-time', lat, 's from the run\'s start', 'ms');
    const cpu = [];
    runs.forEach((r, i) => {
      cpu.push(Object.assign({label: label(r) + ' server', data: series(r.cpuTimeline, r.target + 'Cores')}, style(r, i)));
      cpu.push(Object.assign({label: label(r) + ' foreign', data: series(r.cpuTimeline, 'foreignCores')},
        style(r, i, true), {borderColor: '#999'}));
    });
    line('cpu-over-time', cpu, 's from the run\'s start', 'cores');
    draw('latency-percentiles', {type: 'bar', data: {labels: percentileNames.map(p => p === 'min' || p === 'max' ? p : 'p' + p),
      datasets: ['A', 'B'].map(t => ({label: t + ': ' + ((s.targets || {})[t] || {}).label,
        backgroundColor: colourOf[t],
        data: percentileNames.map(p => median(runs.filter(r => r.target === t && !r.excluded)
          .map(r => (r.latencyPercentiles || {})[p]))).filter(v => v !== null)}))},
      options: {scales: {y: {beginAtZero: true, title: {display: true, text: 'ms'}}}}});
    const ratio = s.ratio || {};
    const rounds = [...new Set(runs.map(r => r.round))];
    const perRound = key => rounds.map(n => {
      const found = ((ratio[key] || {}).rounds || []).find(x => x.round === n);
      return found ? found.ratio : null;
    }).filter(v => v !== null);
    draw('ratios', {type: 'bar', data: {labels: rounds.map(n => 'round ' + n), datasets: [
      {label: 'throughput B/A (median ' + ((ratio.throughput || {}).median ?? '–') + ')', backgroundColor: '#1f77b4',
        data: perRound('throughput')},
      {label: 'CPU per request B/A (median ' + ((ratio.cpuPerRequestUs || {}).median ?? '–') + ')',
        backgroundColor: '#ff7f0e', data: perRound('cpuPerRequestUs')}]},
      options: {scales: {y: {beginAtZero: true, title: {display: true, text: 'B / A'}}}}});
    const warm = s.warmup || {};
    line('warmup', ['A', 'B'].map(t => ({label: t, borderColor: colourOf[t], backgroundColor: colourOf[t],
      pointRadius: 2, data: ((warm[t] || {}).slices || []).map(x => ({x: x.slice, y: x.throughput}))})),
      'slice', 'req/s');
  } else {
    line('throughput-over-time', [{label: 'responses/s', borderColor: palette[0], pointRadius: 1,
      data: series(s.timeline, 'throughput')}], 's from the run\'s start', 'responses/s');
    line('latency-over-time', [{label: 'p50', borderColor: palette[0], pointRadius: 1, data: series(s.timeline, 'p50')},
      {label: 'p99', borderColor: palette[1], pointRadius: 1, data: series(s.timeline, 'p99')}],
      's from the run\'s start', 'ms');
    const p = s.latencyPercentiles || {};
    draw('latency-percentiles', {type: 'bar', data: {labels: percentileNames.filter(n => typeof p[n] === 'number')
      .map(n => n === 'min' || n === 'max' ? n : 'p' + n), datasets: [{label: 'all requests', backgroundColor: palette[0],
      data: percentileNames.map(n => p[n]).filter(v => typeof v === 'number')}]},
      options: {scales: {y: {beginAtZero: true, title: {display: true, text: 'ms'}}}}});
    const c = (s.cpu || {}).timeline;
    line('cpu-over-time', [{label: 'server', borderColor: palette[2], pointRadius: 1, data: series(c, 'serverCores')},
      {label: 'load generator', borderColor: palette[0], pointRadius: 1, data: series(c, 'loadCores')},
      {label: s.server && s.server.pids ? 'foreign' : 'rest of the machine (the server too, if local)', borderColor: palette[1], pointRadius: 1,
        data: series(c, 'foreignCores')}], 's from the run\'s start', 'cores');
  }
})();
