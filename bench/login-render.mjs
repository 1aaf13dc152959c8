// First render of /login as a visitor's browser sees it, Lighthouse-style: Debian's Chromium, a
// fresh profile for each run (nothing cached), the CPU slowed 4× and the network shaped as
// Lighthouse shapes it, against the compiled server serving the built web app as `npm start` does.
// Answers first contentful paint, largest contentful paint, the moment the sign-in button can be
// clicked, DOMContentLoaded and load, and the JavaScript transferred; then a second visit in the
// same profile (what the cache saves). --identity asks for uncompressed files (Accept-Encoding:
// identity), as the server sent them before it had compressed forms.
// Writes bench/results/<date>-login-render[-label].json.
// Usage: npm run bench:login -w @beree/bench [-- --runs 5 --identity --label x] (the web app and
// the server are built first when stale)
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compiledServer } from './compiled-server.mjs';
import { BUILDS, buildIfStale } from '../scripts/stale.mjs';

const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(arg('runs', 5));
const label = arg('label');
const identity = process.argv.includes('--identity');

/** Lighthouse's throttling: 4× CPU for both; its desktop network and its mobile "slow 4G". */
const PROFILES = {
  desktop: { cpu: 4, latencyMs: 40, downKbps: 10_240, upKbps: 10_240 },
  'slow 4G': { cpu: 4, latencyMs: 150, downKbps: 1_638, upKbps: 750 },
};
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

buildIfStale(BUILDS.web);
const server = compiledServer();
const port = 19_700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, server.args, {
  cwd: server.cwd,
  env: { ...process.env, ...server.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', DATA_DIR: mkdtempSync(join(tmpdir(), 'beree-render-')), WEB_DIST: resolve(import.meta.dirname, '../apps/web/dist') },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (;;) {
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  // Polling the port is the only way to learn that a child process listens.
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });

/** One visit of /login in `page` under `profile`: the timings, from the navigation's start. */
async function visit(page, profile) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downKbps * 1024) / 8,
    uploadThroughput: (profile.upKbps * 1024) / 8,
  });
  // Largest contentful paint is only reported to an observer registered before it happens.
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${base}/login`, { waitUntil: 'load' });
  const interactive = await page.waitForFunction(
    () => {
      const button = document.querySelector('button[type="submit"]');
      return button && !button.disabled && button.getBoundingClientRect().width > 0 ? performance.now() : false;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  const readyMs = await interactive.jsonValue();
  const figures = await page.evaluate(() => {
    const [nav] = performance.getEntriesByType('navigation');
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const scripts = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js'));
    return {
      fcpMs: fcp,
      lcpMs: window.__lcp,
      domContentLoadedMs: nav.domContentLoadedEventEnd,
      loadMs: nav.loadEventEnd,
      scripts: scripts.length,
      jsTransferredKB: scripts.reduce((n, r) => n + r.transferSize, 0) / 1024,
      jsDecodedKB: scripts.reduce((n, r) => n + r.decodedBodySize, 0) / 1024,
    };
  });
  await cdp.detach();
  return { ...figures, signInReadyMs: readyMs };
}

const round1 = (n) => Math.round(n * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const result = { when: new Date().toISOString(), loadAverage: loadavg().map(round1), runs, identity, profiles: {} };
try {
  for (const [name, profile] of Object.entries(PROFILES)) {
    const cold = [];
    const warm = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ locale: 'zh-CN', extraHTTPHeaders: identity ? { 'Accept-Encoding': 'identity' } : {} });
      cold.push(await visit(await context.newPage(), profile));
      warm.push(await visit(await context.newPage(), profile));
      await context.close();
    }
    const summary = (visits) => Object.fromEntries(Object.keys(visits[0]).map((k) => [k, round1(median(visits.map((v) => v[k])))]));
    result.profiles[name] = { throttling: profile, firstVisit: summary(cold), secondVisit: summary(warm), firstVisits: cold };
  }
} finally {
  await browser.close();
  child.kill('SIGTERM');
}

const rows = Object.entries(result.profiles).flatMap(([name, p]) => [
  [`${name}, first visit`, p.firstVisit],
  [`${name}, second visit`, p.secondVisit],
]);
console.table(Object.fromEntries(rows.map(([k, v]) => [k, { FCP: v.fcpMs, LCP: v.lcpMs, 'sign-in ready': v.signInReadyMs, DCL: v.domContentLoadedMs, load: v.loadMs, 'JS kB sent': v.jsTransferredKB, 'JS kB': v.jsDecodedKB }])));
const dir = join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const file = join(dir, `${result.when.slice(0, 10)}-login-render${label ? `-${label}` : ''}.json`);
writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
console.log(`written to ${file} (medians of ${runs} runs)`);
