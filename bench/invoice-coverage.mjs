// Two-invoice benchmark: starts the server on a fresh embedded database with the demo, has the
// demo dealer ship 200 batches of swabs to the demo hospital, file the maker's upstream invoice
// line by line, and send downstream invoices of 200 lines; times the sending (R20–R24 with the
// coverage written) and the coverage view. Usage: npm run bench:invoice -w @beree/bench
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledServer } from './compiled-server.mjs';
import { basic } from './client.mjs';

const LINES = 200;
const ROUNDS = 3;
const port = 18_900 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;
const md5 = (s) => createHash('md5').update(s).digest('hex');
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const day = (offset) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

const compiled = compiledServer();
const server = spawn(process.execPath, compiled.args, {
  cwd: compiled.cwd,
  env: { ...process.env, ...compiled.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'beree-bench-')), LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_RATE_LIMIT: '1000000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function signIn(tenantId) {
  const path = `/api/blade-auth/oauth/token?tenantId=${tenantId}&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`;
  const answer = await (await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: basic } })).json();
  if (!answer.access_token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return answer.access_token;
}

/** Calls the API; answers data and the milliseconds taken, failing on anything but 200. */
async function call(token, method, path, body) {
  const started = performance.now();
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: { authorization: basic, 'blade-auth': `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const ms = performance.now() - started;
  const answer = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return { data: answer.data, ms };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await waitForHealth();
  const hospital = await signIn('100001');
  const dealer = await signIn('200001');
  const items = (await call(hospital, 'GET', '/beree-scm/catalog/list?current=1&size=200&supplierTenantId=200001')).data.records;
  const swab = items.find((i) => i.productName === '医用棉签' && i.useFlag === 'USING');
  const address = (await call(hospital, 'GET', '/beree-scm/hospital/address/list?current=1&size=10')).data.records.find((a) => a.isDefault);
  const order = (await call(hospital, 'POST', '/beree-scm/indent/submit', { supplierTenantId: '200001', orderType: 'NORMAL', receivingAddressId: address?.id, lines: [{ catalogItemId: swab.id, qty: LINES * ROUNDS }] })).data;
  await call(hospital, 'POST', `/beree-scm/indent/submit-review?ids=${order.id}`);
  await call(dealer, 'POST', `/beree-scm/indent/confirm?ids=${order.id}`);
  const batches = Array.from({ length: LINES }, (_, i) => `BENCH${String(i + 1).padStart(4, '0')}`);
  const note = (await call(dealer, 'POST', '/beree-scm/delivery/submit', {
    hospitalTenantId: '100001',
    deliveryType: 'NORMAL',
    lines: batches.map((batchNo) => ({ indentLineId: order.lines[0].id, qty: ROUNDS, batchNo, productionDate: day(-30), expiryDate: day(730) })),
  })).data;
  await call(dealer, 'POST', `/beree-scm/delivery/submit-review?ids=${note.id}`, { acknowledgeWarnings: true });
  await call(hospital, 'POST', `/beree-scm/delivery/approve?ids=${note.id}`);
  await call(hospital, 'POST', `/beree-scm/delivery/receive?ids=${note.id}`, { lines: note.lines.map((l) => ({ id: l.id, receivedQty: l.qty })) });
  const seller = { sellerName: '广州洁源卫生用品有限公司', sellerTaxNo: '91440101MA5CXK1D4Q' };
  const kanglian = { name: '浙江康链医疗供应链有限公司', taxNo: '91330108MA27Y4KL3D' };
  // The maker's invoice, one line per batch, so every downstream line is matched by batch.
  const upstream = (await call(dealer, 'POST', '/beree-scm/invoice/submit', {
    invoiceRole: 'UPSTREAM', invoiceType: 'SPECIAL', invoiceMedium: 'DIGITAL', invoiceNo: '26440000000000000001', invoiceDate: today, ...seller, buyerName: kanglian.name, buyerTaxNo: kanglian.taxNo,
    lines: note.lines.map((l) => ({ skuId: l.skuId, quantity: ROUNDS, batchNo: l.batchNo, amountExclTax: '4.00', taxRate: '0.13' })),
  })).data;
  await call(dealer, 'POST', `/beree-scm/invoice/submit-review?ids=${upstream.id}`);
  const send = [];
  const view = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const invoice = (await call(dealer, 'POST', '/beree-scm/invoice/submit', {
      invoiceRole: 'DOWNSTREAM', hospitalTenantId: '100001', invoiceType: 'SPECIAL', invoiceMedium: 'DIGITAL', invoiceNo: `2633000000000000010${round}`, invoiceDate: today,
      sellerName: kanglian.name, sellerTaxNo: kanglian.taxNo, buyerName: '云州市第一人民医院', buyerTaxNo: '12330100470001234C',
      lines: note.lines.map((l) => ({ deliveryLineId: l.id, quantity: 1 })),
    })).data;
    send.push((await call(dealer, 'POST', `/beree-scm/invoice/submit-review?ids=${invoice.id}`)).ms);
    const coverage = await call(hospital, 'GET', `/beree-scm/invoice/coverage?id=${invoice.id}`);
    if (coverage.data.lines.length !== LINES || coverage.data.lines.some((l) => l.missing !== '0')) throw new Error('coverage incomplete');
    view.push(coverage.ms);
  }
  const results = [
    { title: `POST /api/beree-scm/invoice/submit-review (${LINES} lines, R20–R24)`, samples: send.map(Math.round), medianMs: Math.round(median(send)) },
    { title: `GET /api/beree-scm/invoice/coverage (${LINES} lines)`, samples: view.map(Math.round), medianMs: Math.round(median(view)) },
  ];
  const report = { when: new Date().toISOString(), node: process.version, database: 'pglite', results };
  const file = join('results', `${report.when.slice(0, 10)}-invoice-coverage.json`);
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
  console.table(results.map((r) => ({ title: r.title, 'median ms': r.medianMs, samples: r.samples.join(', ') })));
  console.log(`written to bench/${file}`);
} finally {
  server.kill('SIGTERM');
}
