// `npm run cluster`: the production shape on the loopback. nginx (round-robin, no stickiness,
// websocket upgrades proxied) in front of two compiled API nodes sharing one fresh PostgreSQL
// database, Redis (the realtime fan-out between nodes) and an S3-compatible object store (the
// platform's active store, so a file uploaded through one node is read through the other).
// Prints the address; Ctrl-C stops all.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { serverCommand } from '../apps/server/launch.mjs';
import { BUILDS, buildIfStale } from './stale.mjs';

const ADMIN_URL = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The bucket of the cluster's object store; s3rver knows one access key and checks no signature. */
const BUCKET = 'beree-files';
const S3_KEY = 'S3RVER';

/** An S3-compatible store (s3rver) on a free loopback port, keeping its objects under `directory`. */
async function startObjectStore(directory) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, bucket: BUCKET, close: () => server.close() };
}

/**
 * Makes `store` the platform's active object store as an operator does: the platform admin adds
 * it (对象存储, blade-resource/oss) and enables it. Tenants without a store of their own upload to
 * it, on every node: the nodes read the configuration from the database. Answers its blade_oss id.
 */
async function enableObjectStore(nodeUrl, store) {
  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
  const password = createHash('md5').update('admin').digest('hex');
  const call = async (path, init = {}) => {
    const answer = await (await fetch(`${nodeUrl}${path}`, { method: 'POST', ...init, headers: { authorization: basic, ...init.headers } })).json();
    if (answer.code !== undefined && answer.code !== 200) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
    return answer;
  };
  const { access_token: token } = await call(`/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${password}&grant_type=password&scope=all&type=account`);
  if (!token) throw new Error('the platform admin could not sign in to enable the object store');
  const headers = { 'blade-auth': `bearer ${token}` };
  const body = { category: 1, ossCode: 'cluster-s3', endpoint: store.endpoint, accessKey: S3_KEY, secretKey: S3_KEY, bucketName: store.bucket, region: 'us-east-1', remark: 'npm run cluster' };
  const { data } = await call('/api/blade-resource/oss/submit', { headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await call(`/api/blade-resource/oss/enable?id=${data.id}`, { headers });
  return String(data.id);
}

/** Polls until `url` answers below 500 (a node's readiness answers 503 until it can serve), or throws when `child` exits first. */
async function waitHealthy(url, child) {
  for (let i = 0; ; i++) {
    if (child && child.exitCode !== null) throw new Error(`${url}: exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (i > 1200) throw new Error(`${url} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * nginx's whole configuration: one upstream of the nodes, retried on connection errors for idempotent
 * requests only (nginx's default). max_fails=0: a node is never set aside, so one just restarted is
 * used at once (a refused connection costs a retry on the loopback, not a 502 while both are "down").
 */
function nginxConfig(dir, port, nodePorts) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 50m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream api {
${nodePorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 3600s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

/**
 * Starts the cluster: a fresh database `database`, the object store, node A (which migrates and
 * seeds it), then node B, then nginx on `port`; the object store is enabled as the platform's.
 * Returns the address, the nodes (each can be killed and started again), the database's URL,
 * the object store (endpoint, bucket, its blade_oss id) and stop(). `jobsPollMs` sets both nodes' JOBS_POLL_MS (the server's
 * default when not given): a node finds the jobs the other enqueued only when it polls.
 */
export async function startCluster({ port = 8088, database = 'beree_cluster', basePort = 18_100, quiet = false, jobsPollMs } = {}) {
  buildIfStale(BUILDS.server);
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const dir = mkdtempSync(join(tmpdir(), 'beree-cluster-'));
  const { args, env, cwd } = serverCommand();
  const stdio = ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'];
  const objectStore = await startObjectStore(join(dir, 's3'));

  const nodes = ['a', 'b'].map((name, i) => {
    const node = {
      name,
      port: basePort + i,
      /** Prometheus metrics of this node (METRICS_PORT), beside its API port. */
      metricsPort: basePort + 50 + i,
      child: null,
      async start() {
        node.child = spawn(process.execPath, args, {
          cwd,
          stdio,
          env: {
            ...process.env,
            ...env,
            NODE_ENV: 'production',
            PORT: String(node.port),
            METRICS_PORT: String(node.metricsPort),
            // nginx forwards from the loopback: each caller's sign-ins count against its own address.
            TRUST_PROXY: 'loopback',
            HOST: '127.0.0.1',
            DATABASE_URL: databaseUrl.href,
            REDIS_URL,
            // Each node's own folder, as on separate machines: uploads go to the shared object store.
            DATA_DIR: join(dir, `data-${name}`),
            ...(jobsPollMs === undefined ? {} : { JOBS_POLL_MS: String(jobsPollMs) }),
          },
        });
        await waitHealthy(`http://127.0.0.1:${node.port}/api/health/ready`, node.child);
      },
      /** Sends `signal` and resolves once the process has exited. */
      stop(signal = 'SIGTERM') {
        const child = node.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
        return new Promise((resolve) => {
          child.once('exit', () => resolve());
          child.kill(signal);
        });
      },
    };
    return node;
  });

  let nginx;
  /** Stops whatever of the cluster runs, so a start that failed halfway leaves no process behind. */
  async function stop() {
    await new Promise((resolve) => {
      if (!nginx || nginx.exitCode !== null || nginx.signalCode !== null) return resolve();
      nginx.once('exit', resolve);
      nginx.kill('SIGQUIT');
    });
    await Promise.all(nodes.map((n) => n.stop('SIGTERM')));
    await objectStore.close();
    rmSync(dir, { recursive: true, force: true });
  }

  const address = `http://127.0.0.1:${port}`;
  try {
    // One after the other: the first start migrates and seeds the empty database.
    for (const node of nodes) await node.start();
    objectStore.ossId = await enableObjectStore(`http://127.0.0.1:${nodes[0].port}`, objectStore);
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, nodes.map((n) => n.port)));
    nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
    await waitHealthy(`${address}/api/health`, nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  const { endpoint, bucket, ossId } = objectStore;
  return { address, nodes, stop, databaseUrl: databaseUrl.href, objectStore: { endpoint, bucket, ossId } };
}

if (process.argv[1] === import.meta.filename) {
  if (spawnSync('nginx', ['-v']).error) {
    console.error('nginx is not installed: apt-get install nginx');
    process.exit(1);
  }
  const port = Number(process.env.CLUSTER_PORT ?? 8088);
  const cluster = await startCluster({ port });
  const nodeList = cluster.nodes.map((n) => `${n.port} (metrics :${n.metricsPort}/metrics)`).join(', ');
  console.log(`Cluster ready at ${cluster.address} (nginx → nodes on ${nodeList}; database ${cluster.databaseUrl}; object store ${cluster.objectStore.endpoint}/${cluster.objectStore.bucket}). Ctrl-C stops all.`);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await cluster.stop();
      process.exit(0);
    });
  }
}
