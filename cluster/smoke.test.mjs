// Smoke test of the cluster recipe (scripts/cluster.mjs): nginx in front of two compiled nodes on
// PostgreSQL, Redis and an S3-compatible object store, started once for the whole file. PostgreSQL only: skipped without TEST_DATABASE_URL.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { io } from 'socket.io-client';
import { startCluster } from '../scripts/cluster.mjs';

// The values of packages/contracts/src/realtime.ts: '@beree/contracts' exports its TypeScript
// sources, which Node cannot import from a plain .mjs.
const REALTIME_PATH = '/api/beree-desk/socket.io';
const REALTIME_JOIN = 'JOIN';
const REALTIME_NOTICE = '/notice';

const skip = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set: the cluster runs on PostgreSQL only'
  : spawnSync('nginx', ['-v']).error
    ? 'nginx is not installed (apt-get install nginx)'
    : false;
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const md5 = (s) => createHash('md5').update(s).digest('hex');

describe('cluster of two nodes behind nginx', { skip }, () => {
  let cluster;
  /** The hospital admin's session, shared by the checks that do not end it. */
  let admin;
  /** The cluster's database as its superuser (no row-level security), to count what the API does not show. */
  let db;
  before(async () => {
    // Short polls: a job enqueued through one node is then also claimed by the other within the test.
    // CLUSTER_TEST_PORT moves nginx, the nodes and the database aside, for a second checkout on the same machine.
    const port = Number(process.env.CLUSTER_TEST_PORT ?? 18_180);
    const database = port === 18_180 ? 'beree_cluster_test' : `beree_cluster_test_${port}`;
    cluster = await startCluster({ port, database, basePort: port + 1, quiet: true, jobsPollMs: 200 });
    admin = await session(cluster.address);
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  });
  after(async () => {
    await db?.end();
    await cluster?.stop();
  });

  const nodeUrl = (node) => `http://127.0.0.1:${node.port}`;
  async function session(base, tenantId = '100001') {
    const path = `/api/blade-auth/oauth/token?tenantId=${tenantId}&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`;
    const answer = await (await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: basic } })).json();
    assert.ok(answer.access_token, `sign-in failed: ${JSON.stringify(answer)}`);
    return { token: answer.access_token, userId: answer.user_id, headers: { authorization: basic, 'blade-auth': `bearer ${answer.access_token}` } };
  }
  const signIn = async (base) => (await session(base)).headers;
  const post = (base, path, body) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { ...admin.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** Polls `check` every 50 ms until it returns a truthy value; fails the test after `ms`. */
  async function until(what, check, ms = 15_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await check();
      if (value) return value;
      if (Date.now() > deadline) assert.fail(`${what}: not within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** How many jobs of `type` `node` finished DONE since it started, from its metrics. */
  async function jobsDone(node, type) {
    const text = await (await fetch(`http://127.0.0.1:${node.metricsPort}/metrics`)).text();
    const line = text.split('\n').find((l) => l.startsWith('jobs_finished_total{') && l.includes(`type="${type}"`) && l.includes('outcome="DONE"'));
    return Number(line?.split(' ').at(-1) ?? 0);
  }

  /** The jobs of `type` per node since `before` once together they reach `count`; fails if they pass it. */
  async function jobsRunPerNode(type, before, count) {
    const counted = await until(`both nodes counted the ${type} jobs`, async () => {
      const now = (await Promise.all(cluster.nodes.map((n) => jobsDone(n, type)))).map((n, i) => n - before[i]);
      return now[0] + now[1] >= count && now;
    });
    assert.equal(counted[0] + counted[1], count, `${type} jobs run per node: ${counted}`);
    return counted;
  }

  /** The first payload of `event` that `match` accepts; rejects after `ms`. */
  function nextEvent(socket, event, match, ms = 10_000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.off(event, handler);
        reject(new Error(`no ${event} within ${ms} ms`));
      }, ms);
      const handler = (payload) => {
        if (!match(payload)) return;
        clearTimeout(timer);
        socket.off(event, handler);
        resolve(payload);
      };
      socket.on(event, handler);
    });
  }

  test('a token signed in on node A is accepted by node B and through nginx', async () => {
    const [a, b] = cluster.nodes;
    const headers = await signIn(nodeUrl(a));
    const onB = await fetch(`${nodeUrl(b)}/api/blade-auth/oauth/user-info`, { headers });
    assert.equal(onB.status, 200);
    for (let i = 0; i < 4; i++) assert.equal((await fetch(`${cluster.address}/api/blade-auth/oauth/user-info`, { headers })).status, 200);
  });

  test("each node's metrics count the requests nginx sent it while load runs", async () => {
    const headers = await signIn(cluster.address);
    const route = /^http_requests_total\{method="GET",route="\/api\/blade-auth\/oauth\/user-info",status="200"\} (\d+)$/m;
    const served = async (node) => {
      const text = await (await fetch(`http://127.0.0.1:${node.metricsPort}/metrics`)).text();
      return Number(route.exec(text)?.[1] ?? 0);
    };
    const before = await Promise.all(cluster.nodes.map(served));
    const load = Array.from({ length: 4 }, async () => {
      for (let i = 0; i < 10; i++) assert.equal((await fetch(`${cluster.address}/api/blade-auth/oauth/user-info`, { headers })).status, 200);
    });
    // Read while the load runs, as a scraper would.
    const during = await Promise.all(cluster.nodes.map(served));
    await Promise.all(load);
    const after = await Promise.all(cluster.nodes.map(served));
    for (let i = 0; i < after.length; i++) assert.ok(after[i] >= during[i] && during[i] >= before[i]);
    const counted = after.map((n, i) => n - before[i]);
    // Round-robin without stickiness: both nodes served some, together all 40.
    assert.ok(counted.every((n) => n > 0), `requests per node: ${counted}`);
    assert.equal(counted[0] + counted[1], 40);
  });

  test('a session signed out on node A is refused on node B at once', async () => {
    const [a, b] = cluster.nodes;
    const headers = await signIn(nodeUrl(a));
    assert.equal((await fetch(`${nodeUrl(b)}/api/blade-auth/oauth/user-info`, { headers })).status, 200);
    assert.equal((await fetch(`${nodeUrl(a)}/api/blade-auth/oauth/logout`, { headers })).status, 200);
    assert.equal((await fetch(`${nodeUrl(b)}/api/blade-auth/oauth/user-info`, { headers })).status, 401);
  });

  // The nodes share notices through Redis: a socket hears what any node's API published.
  test('a notice published through node A reaches a socket connected to node B', async () => {
    const [a, b] = cluster.nodes;
    // As the web app connects: websocket only, the token and user in the handshake's auth.
    const socket = io(nodeUrl(b), { path: REALTIME_PATH, transports: ['websocket'], auth: { token: admin.token, userId: admin.userId }, reconnection: false, forceNew: true });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const { rooms } = await socket.timeout(10_000).emitWithAck(REALTIME_JOIN);
      assert.ok(rooms.length > 0, `joined no room: ${JSON.stringify(rooms)}`);
      const title = `cluster notice ${Date.now()}`;
      const arrived = nextEvent(socket, REALTIME_NOTICE, (notice) => notice?.title === title);
      const answer = await (await post(nodeUrl(a), '/api/beree-desk/notice/submit', { title, content: '<p>cluster</p>' })).json();
      assert.equal(answer.code, 200, answer.msg);
      assert.equal((await arrived).title, title);
    } finally {
      socket.close();
    }
  });

  // Jobs are claimed FOR UPDATE SKIP LOCKED: with both nodes polling, each job still runs once.
  test('a durable job runs exactly once across the two nodes', async (t) => {
    const ranBefore = await Promise.all(cluster.nodes.map((n) => jobsDone(n, 'message.task')));
    // An in-app template: its task's job writes each receiver's bell message, countable in the database.
    const template = await (
      await post(cluster.address, '/api/beree-message/template/submit', { name: `cluster ${Date.now()}`, channel: 'IN_APP', idType: 'USER_ID', shieldType: 'NIGHT_NO_SHIELD', title: 'cluster {$n}', content: '{$n}' })
    ).json();
    assert.equal(template.code, 200, template.msg);
    const run = Date.now();
    const titles = Array.from({ length: 10 }, (_, i) => `cluster ${run}-${i}`);
    const sent = await Promise.all(
      titles.map(async (_, i) => (await post(cluster.address, '/api/beree-message/send', { templateId: template.data.id, receivers: [admin.userId], variables: { n: `${run}-${i}` } })).json()),
    );
    for (const answer of sent) assert.equal(answer.code, 200, answer.msg);
    const taskIds = sent.map((answer) => String(answer.data.id));

    const jobs = await until('every task job finished', async () => {
      const { rows } = await db.query(`SELECT outcome, attempts FROM sys_job WHERE type = 'message.task' AND payload->>'taskId' = ANY($1)`, [taskIds]);
      return rows.length === taskIds.length && rows.every((r) => r.outcome !== null) && rows;
    });
    assert.deepEqual(jobs.map((r) => [r.outcome, r.attempts]), taskIds.map(() => ['DONE', 1]));
    const { rows: records } = await db.query(`SELECT task_id::text, send_status, count(*)::int AS n FROM msg_record WHERE task_id = ANY($1::bigint[]) GROUP BY 1, 2`, [taskIds]);
    assert.deepEqual(records.map((r) => [r.task_id, r.send_status, r.n]).sort(), taskIds.map((id) => [id, 'SUCCESS', 1]).sort());
    const { rows: bells } = await db.query(`SELECT title, count(*)::int AS n FROM blade_message_record WHERE title = ANY($1) AND user_id = $2 GROUP BY title`, [titles, admin.userId]);
    assert.deepEqual(bells.map((r) => [r.title, r.n]).sort(), titles.map((t) => [t, 1]).sort());
    // The metrics are counted just after the commit: wait for all, then none more.
    const counted = await jobsRunPerNode('message.task', ranBefore, taskIds.length);
    t.diagnostic(`jobs run per node: ${counted}`);
  });

  // The nodes keep files in the platform's object store, not in their own DATA_DIR.
  test('a file uploaded through node A is read byte-identical through node B and through nginx', async () => {
    const [a, b] = cluster.nodes;
    const content = randomBytes(300_000);
    const form = new FormData();
    form.append('file', new Blob([content], { type: 'application/octet-stream' }), 'cluster.bin');
    const uploaded = await (await fetch(`${nodeUrl(a)}/api/blade-resource/oss/endpoint/put-file`, { method: 'POST', headers: admin.headers, body: form })).json();
    assert.equal(uploaded.code, 200, uploaded.msg);
    const { link, name, attachId } = uploaded.data;
    for (const base of [nodeUrl(b), cluster.address, cluster.address]) {
      const read = await fetch(`${base}${link}`, { headers: admin.headers });
      assert.equal(read.status, 200, `${base}${link}`);
      assert.ok(Buffer.from(await read.arrayBuffer()).equals(content), `${base} answered other bytes`);
    }
    const attachment = (await (await fetch(`${nodeUrl(b)}/api/blade-resource/attach/detail?id=${attachId}`, { headers: admin.headers })).json()).data;
    assert.equal(String(attachment.ossId), cluster.objectStore.ossId);
    // The bucket holds it (s3rver answers an unsigned read).
    const stored = await fetch(`${cluster.objectStore.endpoint}/${cluster.objectStore.bucket}/${name}`);
    assert.equal(stored.status, 200);
    assert.ok(Buffer.from(await stored.arrayBuffer()).equals(content), 'the bucket holds other bytes');
  });

  // A product import stores its spreadsheet in the object store; its job, claimed by whichever
  // node polls first, reads it from there and runs once.
  test('product imports through nginx: each job runs exactly once across the two nodes', async (t) => {
    const manufacturer = await session(cluster.address, '300001');
    const ranBefore = await Promise.all(cluster.nodes.map((n) => jobsDone(n, 'scm.product.import')));
    const run = Date.now();
    const names = Array.from({ length: 6 }, (_, i) => `集群导入 ${run}-${i}`);
    const imports = await Promise.all(
      names.map(async (productName) => {
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('产品');
        sheet.addRow(['产品名称*', '产品类型*', '单位*', '规格']);
        sheet.addRow([productName, '其他', '包', '100片']);
        const form = new FormData();
        form.append('file', new Blob([await book.xlsx.writeBuffer()]), `${productName}.xlsx`);
        const answer = await (await fetch(`${cluster.address}/api/beree-scm/product/import`, { method: 'POST', headers: manufacturer.headers, body: form })).json();
        assert.equal(answer.code, 200, answer.msg);
        return String(answer.data.id);
      }),
    );
    for (const id of imports) {
      const detail = await until(`import ${id} finished`, async () => {
        const { data } = await (await fetch(`${cluster.address}/api/beree-scm/product/import-detail?id=${id}`, { headers: manufacturer.headers })).json();
        return data.state !== 'RUNNING' && data;
      });
      assert.deepEqual([detail.state, detail.succeeded, detail.failed], ['DONE', 1, 0], JSON.stringify(detail.errors));
    }
    const { rows: jobs } = await db.query(`SELECT outcome, attempts FROM sys_job WHERE type = 'scm.product.import' AND payload->>'importId' = ANY($1)`, [imports]);
    assert.deepEqual(jobs.map((r) => [r.outcome, r.attempts]), imports.map(() => ['DONE', 1]));
    const { rows: products } = await db.query(`SELECT product_name, count(*)::int AS n FROM scm_product WHERE product_name = ANY($1) AND is_deleted = 0 GROUP BY 1`, [names]);
    assert.deepEqual(products.map((r) => [r.product_name, r.n]).sort(), names.map((n) => [n, 1]).sort());
    t.diagnostic(`import jobs run per node: ${await jobsRunPerNode('scm.product.import', ranBefore, imports.length)}`);
  });

  test('a node killed with SIGKILL: the other keeps answering every read through nginx', async () => {
    const headers = await signIn(cluster.address);
    const [a] = cluster.nodes;
    await a.stop('SIGKILL');
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`${cluster.address}/api/blade-auth/oauth/user-info`, { headers })).status);
    assert.deepEqual([...new Set(statuses)], [200]);
    await a.start();
  });

  // A write answered 200 was committed: a node dying after that cannot take it back.
  test('a node killed with SIGKILL under write load loses no acknowledged write', async (t) => {
    const [a] = cluster.nodes;
    const run = Date.now();
    const acknowledged = [];
    const failed = new Map();
    const fail = (why) => failed.set(why, (failed.get(why) ?? 0) + 1);
    async function write(title) {
      try {
        const res = await post(cluster.address, '/api/beree-desk/notice/submit', { title, content: '<p>load</p>' });
        const answer = res.status === 200 ? await res.json() : null;
        if (answer?.success) acknowledged.push(answer.data.id);
        else fail(answer ? `200 ${answer.msg}` : String(res.status));
      } catch (error) {
        fail(error.cause?.code ?? error.name);
      }
    }
    let killed = false;
    // Each client writes until node A is dead, then a fixed number more.
    const clients = Array.from({ length: 4 }, async (_, c) => {
      let i = 0;
      while (!killed) await write(`load ${run} ${c}-${i++}`);
      for (let k = 0; k < 5; k++) await write(`load ${run} ${c}-${i++}`);
    });
    await until('writes acknowledged before the kill', () => acknowledged.length >= 20);
    await a.stop('SIGKILL');
    killed = true;
    const atKill = acknowledged.length;
    await Promise.all(clients);
    await a.start();
    const { rows } = await db.query(`SELECT id::text FROM blade_notice WHERE id = ANY($1::bigint[])`, [acknowledged]);
    const found = new Set(rows.map((r) => r.id));
    const lost = acknowledged.filter((id) => !found.has(String(id)));
    const counts = `${acknowledged.length} acknowledged (${atKill} when node A died), failed: ${JSON.stringify(Object.fromEntries(failed))}`;
    assert.deepEqual(lost, [], `lost writes (${counts})`);
    assert.ok(acknowledged.length > atKill, `node B took no write alone (${counts})`);
    t.diagnostic(counts);
  });

  // A node on SIGTERM finishes the requests it holds; nginx sends the next ones to the other node.
  test('a rolling restart (SIGTERM one node, start it, then the other) drops no request', async () => {
    const headers = await signIn(cluster.address);
    const failures = [];
    let looping = true;
    const loop = (async () => {
      while (looping) {
        const status = await fetch(`${cluster.address}/api/blade-auth/oauth/user-info`, { headers }).then((r) => r.status, (e) => String(e));
        if (status !== 200) failures.push(status);
      }
    })();
    for (const node of cluster.nodes) {
      await node.stop('SIGTERM');
      await node.start();
    }
    looping = false;
    await loop;
    assert.deepEqual(failures, []);
  });
});
