// Smoke test of the cluster recipe (scripts/cluster.mjs): nginx in front of two compiled nodes on
// PostgreSQL and Redis, started once for the whole file. PostgreSQL only: skipped without TEST_DATABASE_URL.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { startCluster } from '../scripts/cluster.mjs';

const skip = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set: the cluster runs on PostgreSQL only'
  : spawnSync('nginx', ['-v']).error
    ? 'nginx is not installed (apt-get install nginx)'
    : false;
const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
const md5 = (s) => createHash('md5').update(s).digest('hex');

describe('cluster of two nodes behind nginx', { skip }, () => {
  let cluster;
  before(async () => {
    cluster = await startCluster({ port: 18_180, database: 'beree_cluster_test', basePort: 18_181, quiet: true });
  });
  after(async () => {
    await cluster?.stop();
  });

  const nodeUrl = (node) => `http://127.0.0.1:${node.port}`;
  async function signIn(base) {
    const path = `/api/blade-auth/oauth/token?tenantId=100001&username=admin&password=${md5('admin')}&grant_type=password&scope=all&type=account`;
    const answer = await (await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: basic } })).json();
    assert.ok(answer.access_token, `sign-in failed: ${JSON.stringify(answer)}`);
    return { authorization: basic, 'blade-auth': `bearer ${answer.access_token}` };
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

  test('a node killed with SIGKILL: the other keeps answering every read through nginx', async () => {
    const headers = await signIn(cluster.address);
    const [a] = cluster.nodes;
    await a.stop('SIGKILL');
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await fetch(`${cluster.address}/api/blade-auth/oauth/user-info`, { headers })).status);
    assert.deepEqual([...new Set(statuses)], [200]);
    await a.start();
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
