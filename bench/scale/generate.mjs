// Scale data set (domain model §8): one large hospital's year on PostgreSQL. Creates the database
// bench_scm, migrates and seeds it by starting the server on it once, then writes with set-based
// SQL (generate_series, all inside PostgreSQL) for the demo hospital 100001:
//   300 suppliers with APPROVED relations, 9,000 catalog items, 60,000 archived certificates shared
//   with the hospital (overdue, expiring and valid), 126,500 orders of 24 lines, and 250,000 delivery
//   notes of 12 lines = 3,000,000 delivery lines over the last 12 months, mostly RECEIVED.
// Usage: npm run bench:scale -w @beree/bench (generate, then measure), or
// npm run bench:scale:generate -w @beree/bench [-- --steps create,seed,data,analyze]
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { compiledServer } from '../compiled-server.mjs';
import { BENCH_DB, HOSPITAL, SIZES, adminUrl, benchUrl } from './settings.mjs';

const stepsArg = process.argv.includes('--steps') ? process.argv[process.argv.indexOf('--steps') + 1] : 'create,seed,data,analyze';
const steps = new Set(stepsArg.split(','));
const { suppliers, itemsPerSupplier, certsPerSupplier, notes, linesPerNote, notesPerOrder, openOrders } = SIZES;
const orders = notes / notesPerOrder;
const linesPerOrder = linesPerNote * notesPerOrder;

/** Ids far above the snowflake range in use (about 1e18 now), one block per table. */
const base = (block) => `(5000000000000000000::bigint + ${block}::bigint * 1000000000000)`;
const ID = { relation: base(1), item: base(2), cert: base(3), share: base(4), indent: base(5), indentLine: base(6), delivery: base(7), deliveryLine: base(8) };
const supplierId = (n) => `(600000 + ${n})::text`; // n = 1 … suppliers
const supplierName = (n) => `'基准医疗器械供应商' || lpad((${n})::text, 3, '0') || '有限公司'`;

async function timed(label, client, text) {
  const started = performance.now();
  const result = await client.query(text);
  console.log(`${label}: ${result.rowCount ?? ''} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function create() {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  console.log(`created ${BENCH_DB}`);
}

/** The product's own migrations and seeds (demo included): the server started once on bench_scm. */
async function seed() {
  const port = 19_300 + Math.floor(Math.random() * 400);
  const compiled = compiledServer();
  const server = spawn(process.execPath, compiled.args, {
    cwd: compiled.cwd,
    env: { ...process.env, ...compiled.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: benchUrl, DATA_DIR: mkdtempSync(join(tmpdir(), 'beree-scale-')), LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('server did not start');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log('migrated and seeded');
  } finally {
    server.kill('SIGTERM');
  }
}

async function data(client) {
  // Bulk load: one writer, no wait for the WAL flush of each statement.
  await client.query(`set synchronous_commit = off; set work_mem = '256MB'; set maintenance_work_mem = '512MB'`);
  const hospital = `'${HOSPITAL}'`;
  const [{ hospital_name: hospitalName }] = (await client.query(`select tenant_name as hospital_name from blade_tenant where tenant_id = ${hospital}`)).rows;
  const [address] = (await client.query(`select id, warehouse_name, address, receiver, phone as receiver_phone from scm_receiving_address where tenant_id = ${hospital} and is_deleted = 0 order by is_default desc limit 1`)).rows;
  const hn = `'${hospitalName}'`;
  // Re-runnable: what an earlier run wrote goes first (every generated id is in the blocks above).
  for (const table of ['scm_delivery_line', 'scm_delivery', 'scm_indent_line', 'scm_indent', 'scm_certificate_share', 'scm_certificate', 'scm_catalog_item', 'scm_supply_relation']) {
    await client.query(`delete from ${table} where id >= ${base(0)}`);
  }

  await timed('supply relations', client, `
    insert into scm_supply_relation (id, tenant_id, hospital_tenant_id, supplier_tenant_id, hospital_name, supplier_name, supply_status, applied_at, reviewed_at, effective_from, effective_to, create_time, update_time)
    select ${ID.relation} + s, ${supplierId('s')}, ${hospital}, ${supplierId('s')}, ${hn}, ${supplierName('s')}, 'APPROVED',
           now() - interval '400 days', now() - interval '399 days', (now() - interval '399 days')::date, (now() + interval '1000 days')::date, now() - interval '400 days', now() - interval '399 days'
    from generate_series(1, ${suppliers}) s`);

  // The hospital's catalog: itemsPerSupplier items of each supplier; price and kind follow from the item number.
  await timed('catalog items', client, `
    insert into scm_catalog_item (id, tenant_id, hospital_tenant_id, supplier_tenant_id, hospital_name, supplier_name, sku_id, product_name, specification, model, unit, registration_no, manufacturer_name,
                                  product_id, product_type, management_level, high_value, unit_price, tax_rate, bid_status, create_time, update_time)
    select ${ID.item} + k, ${hospital}, ${hospital}, ${supplierId('s')}, ${hn}, ${supplierName('s')}, ${ID.item} + 500000000 + k,
           (array['一次性使用无菌注射器','医用外科口罩','一次性使用输液器','医用棉签','导尿管','骨科内固定钢板','冠脉支架','留置针'])[1 + k % 8] || ' ' || k,
           (k % 10 + 1) || 'ml', 'M' || k % 97, '个', '国械注准2023' || lpad(k::text, 7, '0'), '基准生产企业' || (k % 270 + 1),
           ${ID.item} + 900000000 + k, 'DEVICE', (array['CLASS_I','CLASS_II','CLASS_III'])[1 + k % 3], k % 8 in (5, 6),
           10 + (k % 50) * 7.5, 0.13, 'BID', now() - interval '400 days', now() - interval '400 days'
    from generate_series(1, ${suppliers}) s, generate_series(0, ${itemsPerSupplier - 1}) i, lateral (select (s - 1) * ${itemsPerSupplier} + i + 1 as k) x`);

  // 60 k archived certificates, each shared with the hospital. About 8 % overdue, 7 % within 30 days
  // of expiry, 5 % long-term, the rest valid for up to five years.
  await timed('certificates', client, `
    insert into scm_certificate (id, tenant_id, cert_type, cert_name, cert_no, subject_company_name, issuing_authority, issue_date, validity_start, validity_end, long_term,
                                 archive_status, archived_at, registrant_name, management_level, product_type, create_time, update_time)
    select ${ID.cert} + g, ${supplierId('s')}, t.cert_type, t.cert_type || ' ' || g, 'BENCH-' || g, ${supplierName('s')}, '省药品监督管理局',
           e.valid_end - 1825, e.valid_end - 1825, e.valid_end, e.long_term, 'ARCHIVE', now() - interval '380 days',
           case when t.cert_type = 'REGISTRATION_CARD' then '基准生产企业' || (g % 270 + 1) end,
           case when t.cert_type = 'REGISTRATION_CARD' then 'CLASS_II' end, case when t.cert_type = 'REGISTRATION_CARD' then 'DEVICE' end,
           now() - interval '380 days', now() - interval '380 days'
    from generate_series(1, ${suppliers * certsPerSupplier}) g,
         lateral (select (g - 1) / ${certsPerSupplier} + 1 as s, (g * 7919) % 1000 as k) h,
         lateral (select (array['REGISTRATION_CARD','REGISTRATION_CARD','REGISTRATION_CARD','REGISTRATION_CARD','REGISTRATION_CARD','REGISTRATION_CARD',
                                'CERTIFICATE_AUTHORIZATION','CERTIFICATE_AUTHORIZATION','ENTERPRISE_CERTIFICATE','PROPRIETARY_INSTRUMENTS'])[1 + g % 10] as cert_type) t,
         lateral (select case when h.k < 80 then current_date - 1 - (g % 700)
                              when h.k < 150 then current_date + (g % 30)
                              when h.k < 200 then null
                              else current_date + 31 + (g % 1770) end::date as valid_end,
                         h.k between 150 and 199 as long_term) e`);

  await timed('certificate shares', client, `
    insert into scm_certificate_share (id, tenant_id, hospital_tenant_id, supplier_tenant_id, certificate_id, hospital_name, supplier_name, cert_type, cert_name, cert_no,
                                       review_status, shared_at, reviewed_at, create_time, update_time)
    select ${ID.share} + (c.id - ${ID.cert}), c.tenant_id, ${hospital}, c.tenant_id, c.id, ${hn}, c.subject_company_name, c.cert_type, c.cert_name, c.cert_no,
           (array['APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','APPROVED','SUBMITTED','REJECTED'])[1 + (c.id % 10)::int],
           now() - ((c.id - ${ID.cert}) % 365) * interval '1 day', now() - ((c.id - ${ID.cert}) % 365) * interval '1 day' + interval '1 day',
           now() - ((c.id - ${ID.cert}) % 365) * interval '1 day', now() - ((c.id - ${ID.cert}) % 365) * interval '1 day'
    from scm_certificate c where c.id > ${ID.cert} and c.id <= ${ID.cert} + ${suppliers * certsPerSupplier}`);

  // Note n (1 … notes) is written at now - 365 days × (notes - n) / notes; order o holds notes
  // (o - 1) × notesPerOrder + 1 … o × notesPerOrder and is placed two days before its first note.
  // The last notes are still on the way: SAVED, SUBMITTED, APPROVED; every older one RECEIVED.
  const noteTime = (n) => `(now() - interval '365 days' * (${notes} - (${n}))::float8 / ${notes})`;
  const noteStatus = (n) => `(case when (${n}) > ${notes} - 300 then (array['SAVED','SUBMITTED','APPROVED','APPROVED'])[1 + (${n}) % 4]
                                   when (${n}) > ${notes} - 1500 then (array['APPROVED','RECEIVED','RECEIVED'])[1 + (${n}) % 3] else 'RECEIVED' end)`;
  const supplierOfOrder = (o) => `(((${o}) - 1) % ${suppliers} + 1)`;
  const itemOfLine = (o, line) => `((${supplierOfOrder(o)} - 1) * ${itemsPerSupplier} + ((${o}) * 7 + (${line})) % ${itemsPerSupplier} + 1)`;
  const qtyOfLine = (g) => `(1 + (${g}) % 20)`;

  await timed('orders', client, `
    insert into scm_indent (id, tenant_id, hospital_tenant_id, supplier_tenant_id, hospital_name, supplier_name, indent_no, order_type, urgent, indent_status, order_date,
                            receiving_address_id, warehouse_name, receiving_address, receiver, receiver_phone, total_amount, submitted_at, confirmed_at, create_time, update_time)
    select ${ID.indent} + o, ${hospital}, ${hospital}, ${supplierId(supplierOfOrder('o'))}, ${hn}, ${supplierName(supplierOfOrder('o'))},
           'BPO' || lpad(o::text, 8, '0'), case when o % 20 = 0 then 'CONSIGNMENT' else 'NORMAL' end, o % 50 = 0,
           case when o > ${orders} then (array['SUBMITTED','CONFIRMED','CONFIRMED'])[1 + o % 3]
                when ${noteStatus(`o * ${notesPerOrder}`)} = 'RECEIVED' then 'COMPLETED'
                when ${noteStatus(`o * ${notesPerOrder}`)} = 'SAVED' then 'PARTIALLY_DELIVERED' else 'DELIVERED' end,
           (t.at at time zone 'Asia/Shanghai')::date, ${address.id}, '${address.warehouse_name}', '${address.address}', '${address.receiver}', '${address.receiver_phone}',
           a.amount, t.at, t.at + interval '2 hours', t.at, t.at
    from generate_series(1, ${orders + openOrders}) o,
         lateral (select case when o > ${orders} then now() - ((o - ${orders}) % 10) * interval '1 day' else ${noteTime(`(o - 1) * ${notesPerOrder} + 1`)} - interval '2 days' end as at) t,
         lateral (select sum(round(${qtyOfLine(`(o - 1) * ${linesPerOrder} + line`)} * c.unit_price, 2)) as amount
                  from generate_series(1, ${linesPerOrder}) line join scm_catalog_item c on c.id = ${ID.item} + ${itemOfLine('o', 'line')}) a`);

  await timed('order lines', client, `
    insert into scm_indent_line (id, tenant_id, hospital_tenant_id, supplier_tenant_id, indent_id, line_no, catalog_item_id, sku_id, product_name, specification, model, unit,
                                 registration_no, manufacturer_name, qty, unit_price, tax_rate, bid_status, amount, delivered_qty, received_qty, create_time)
    select ${ID.indentLine} + g, i.tenant_id, i.hospital_tenant_id, i.supplier_tenant_id, i.id, l.line_no, c.id, c.sku_id, c.product_name, c.specification, c.model, c.unit,
           c.registration_no, c.manufacturer_name, ${qtyOfLine('g')}, c.unit_price, c.tax_rate, c.bid_status, round(${qtyOfLine('g')} * c.unit_price, 2),
           case when l.o <= ${orders} and ${noteStatus(`(l.o - 1) * ${notesPerOrder} + (l.line_no - 1) / ${linesPerNote} + 1`)} <> 'SAVED' then ${qtyOfLine('g')} else 0 end,
           case when l.o <= ${orders} and ${noteStatus(`(l.o - 1) * ${notesPerOrder} + (l.line_no - 1) / ${linesPerNote} + 1`)} = 'RECEIVED' then ${qtyOfLine('g')} else 0 end,
           i.create_time
    from generate_series(1, ${(orders + openOrders) * linesPerOrder}) g,
         lateral (select (g - 1) / ${linesPerOrder} + 1 as o, (g - 1) % ${linesPerOrder} + 1 as line_no) l
         join scm_indent i on i.id = ${ID.indent} + l.o
         join scm_catalog_item c on c.id = ${ID.item} + ${itemOfLine('l.o', 'l.line_no')}`);

  await timed('delivery notes', client, `
    insert into scm_delivery (id, tenant_id, hospital_tenant_id, supplier_tenant_id, hospital_name, supplier_name, delivery_no, delivery_type, delivery_status, ship_date, expected_arrival_date,
                              receiving_address_id, warehouse_name, receiving_address, receiver, receiver_phone, shipper_name, shipper_phone, logistics_method, carrier_name, waybill_no,
                              cold_chain, total_qty, total_amount, received_amount, submitted_at, approved_at, received_at, create_time, update_time)
    select ${ID.delivery} + n, i.supplier_tenant_id, i.hospital_tenant_id, i.supplier_tenant_id, i.hospital_name, i.supplier_name,
           'BDN' || lpad(n::text, 9, '0'), i.order_type, t.status, (t.at at time zone 'Asia/Shanghai')::date, (t.at at time zone 'Asia/Shanghai')::date + 1,
           i.receiving_address_id, i.warehouse_name, i.receiving_address, i.receiver, i.receiver_phone, '配送员' || n % 40, '1380000' || lpad((n % 10000)::text, 4, '0'),
           case when n % 3 = 0 then 'CARRIER' else 'SELF' end, case when n % 3 = 0 then '顺丰速运' end, case when n % 3 = 0 then 'SF' || lpad(n::text, 12, '0') end,
           n % 25 = 0, a.qty, a.amount, case when t.status = 'RECEIVED' then a.amount else 0 end,
           case when t.status <> 'SAVED' then t.at end, case when t.status in ('APPROVED', 'RECEIVED') then t.at + interval '3 hours' end,
           case when t.status = 'RECEIVED' then t.at + interval '1 day' end, t.at, t.at
    from generate_series(1, ${notes}) n,
         lateral (select ${noteTime('n')} as at, ${noteStatus('n')} as status) t,
         lateral (select sum(l.qty) as qty, sum(l.amount) as amount from scm_indent_line l
                  where l.id between ${ID.indentLine} + (n - 1) * ${linesPerNote} + 1 and ${ID.indentLine} + n * ${linesPerNote}) a,
         scm_indent i
    where i.id = ${ID.indent} + (n - 1) / ${notesPerOrder} + 1`);

  await timed('delivery lines', client, `
    insert into scm_delivery_line (id, tenant_id, hospital_tenant_id, supplier_tenant_id, delivery_id, line_no, indent_id, indent_no, indent_line_id, catalog_item_id,
                                   sku_id, product_name, specification, model, unit, registration_no, manufacturer_name, qty, unit_price, tax_rate, amount,
                                   batch_no, production_date, expiry_date, received_qty, create_time)
    select ${ID.deliveryLine} + g, d.tenant_id, d.hospital_tenant_id, d.supplier_tenant_id, d.id, (g - 1) % ${linesPerNote} + 1, l.indent_id, 'BPO' || lpad((l.indent_id - ${ID.indent})::text, 8, '0'), l.id,
           l.catalog_item_id, l.sku_id, l.product_name, l.specification, l.model, l.unit, l.registration_no, l.manufacturer_name, l.qty, l.unit_price, l.tax_rate, l.amount,
           'B' || to_char(d.ship_date, 'YYMM') || lpad((g % 997)::text, 3, '0'), d.ship_date - 60, d.ship_date + 700,
           case when d.delivery_status = 'RECEIVED' then l.qty else 0 end, d.create_time
    from generate_series(1, ${notes * linesPerNote}) g
         join scm_delivery d on d.id = ${ID.delivery} + (g - 1) / ${linesPerNote} + 1
         join scm_indent_line l on l.id = ${ID.indentLine} + g`);
}

const started = performance.now();
if (steps.has('create')) await create();
if (steps.has('seed')) await seed();
if (steps.has('data') || steps.has('analyze')) {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    if (steps.has('data')) await data(client);
    if (steps.has('analyze')) await timed('vacuum analyze', client, 'vacuum analyze');
    const { rows } = await client.query(`select pg_size_pretty(pg_database_size(current_database())) as size`);
    console.log(`${BENCH_DB}: ${rows[0].size}`);
  } finally {
    await client.end();
  }
}
console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
