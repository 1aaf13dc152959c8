import type { GeneratedFile } from '@beree/contracts';
import { sampleText, type FieldSpec } from './fields';
import type { ModuleSpec, TableSpec } from './spec';

const formFields = (t: TableSpec) => t.fields.filter((f) => f.form);

function sampleFn(name: string, t: TableSpec, skip: FieldSpec[] = [], extra = ''): string {
  const values = formFields(t)
    .filter((f) => !skip.includes(f))
    .map((f) => `${f.name}: ${sampleText(f)}`);
  return `const ${name} = (${extra}) => {\n  const n = ++seq;\n  return { ${[...values, ...(extra ? [extra.split(':')[0]] : [])].join(', ')} };\n};`;
}

/** A field the tests change: a text field if there is one (a change visible in every language). */
const changeOf = (t: TableSpec, skip: FieldSpec[]) => formFields(t).find((f) => !skip.includes(f) && (f.kind === 'varchar' || f.kind === 'text')) ?? formFields(t).find((f) => !skip.includes(f));

/** The generated module's own test: a CRUD round trip, the required fields refused, and the shared cross-tenant test. */
export function testFile(spec: ModuleSpec): GeneratedFile {
  const n = spec.names;
  const owner = spec.tenant ? 'HOSPITAL_ADMIN' : 'PLATFORM_ADMIN';
  const treeParent = spec.tree ? [spec.tree.parent] : [];
  const change = changeOf(spec, treeParent);
  const query = spec.fields.find((f) => f.query && f.form && (f.kind === 'varchar' || f.kind === 'text'));
  const required = formFields(spec).filter((f) => f.required && !treeParent.includes(f));
  const changed = change ? (['varchar', 'text'].includes(change.kind) ? `'${'z'.repeat(Math.min(change.length, 3))}'` : sampleText(change).replace(/\bn\b/g, '(n + 1)')) : undefined;
  const logins = new Set([owner, 'PLATFORM_ADMIN', 'HOSPITAL_ADMIN', 'useServer']);
  const lines: string[] = [
    "import { describe, expect, it } from 'vitest';",
    `import { ${[...logins].sort().join(', ')} } from '../../../../test/harness';`,
    "import { describeTenantIsolation } from '../../../../test/cross-tenant';",
    '',
    'const server = useServer();',
    `const BASE = '/api${n.base}';`,
    'let seq = Date.now() % 100_000;',
    sampleFn('sample', spec, treeParent),
  ];
  if (spec.sub) lines.push(`const DETAILS = '/api${spec.sub.names.base}';`, sampleFn('detail', spec.sub, [spec.sub.fk], `${spec.sub.fk.name}: string`));
  lines.push(
    '',
    `describe('${spec.labelEn} (generated)', () => {`,
    "  it('adds, reads, edits, lists and removes', async () => {",
    '    const s = server();',
    `    const token = await s.login(${owner});`,
    '    const body = sample();',
    "    const added = await s.call('POST', `${BASE}/submit`, { token, body });",
    '    expect(added.status, JSON.stringify(added.body)).toBe(200);',
    '    expect(added.body.data).toMatchObject({ ...body, version: 1 });',
    '    const id = added.body.data.id;',
    "    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).body.data).toMatchObject(body);",
  );
  if (change && changed) {
    lines.push(
      `    const edited = await s.call('POST', \`\${BASE}/submit\`, { token, body: { ...body, id, version: 1, ${change.name}: ${changed.replace(/\bn\b/g, 'seq')} } });`,
      `    expect(edited.body.data).toMatchObject({ version: 2 });`,
      `    expect(edited.body.data.${change.name}).not.toEqual(body.${change.name});`,
    );
  }
  if (query) {
    lines.push(
      `    const found = await s.call('GET', \`\${BASE}/list?${query.name}=\${encodeURIComponent(String((await s.call('GET', \`\${BASE}/detail?id=\${id}\`, { token })).body.data.${query.name}))}&size=100\`, { token });`,
      '    expect(found.body.data.records.map((r: { id: string }) => r.id)).toContain(id);',
    );
  } else {
    lines.push("    expect((await s.call('GET', `${BASE}/list?size=100`, { token })).body.data.records.map((r: { id: string }) => r.id)).toContain(id);");
  }
  if (spec.tree) {
    lines.push(
      `    const child = await s.call('POST', \`\${BASE}/submit\`, { token, body: { ...sample(), ${spec.tree.parent.name}: id } });`,
      '    expect(child.status, JSON.stringify(child.body)).toBe(200);',
      "    const forest = await s.call('GET', `${BASE}/tree-list?size=100`, { token });",
      '    const root = forest.body.data.records.find((r: { id: string }) => r.id === id);',
      '    expect(root.children.map((c: { id: string }) => c.id)).toEqual([child.body.data.id]);',
      "    const nodes = await s.call('GET', `${BASE}/tree`, { token });",
      '    expect(nodes.body.data.find((node: { id: string }) => node.id === id).children[0]).toMatchObject({ id: child.body.data.id, parentId: id });',
    );
  }
  if (spec.sub) {
    lines.push(
      "    const line = await s.call('POST', `${DETAILS}/submit`, { token, body: detail(id) });",
      '    expect(line.status, JSON.stringify(line.body)).toBe(200);',
      `    const lines = await s.call('GET', \`\${DETAILS}/list?${spec.sub.fk.name}_equal=\${id}\`, { token });`,
      '    expect(lines.body.data.records.map((r: { id: string }) => r.id)).toEqual([line.body.data.id]);',
    );
  }
  lines.push(
    "    expect((await s.call('POST', `${BASE}/remove?ids=${id}`, { token })).status).toBe(200);",
    "    expect((await s.call('GET', `${BASE}/detail?id=${id}`, { token })).status).toBe(404);",
    '  });',
  );
  if (required.length) {
    lines.push(
      '',
      `  it.each(${JSON.stringify(required.map((f) => f.name))})('refuses a body without %s, naming it, and writes nothing', async (field) => {`,
      '    const s = server();',
      `    const token = await s.login(${owner});`,
      '    const body: Record<string, unknown> = { ...sample(), [field]: null };',
      "    const res = await s.call('POST', `${BASE}/submit`, { token, body });",
      '    expect(res.body).toMatchObject({ code: 400, success: false, data: { field } });',
      '  });',
    );
  }
  lines.push(
    '',
    "  it('is refused without the menu', async () => {",
    '    const s = server();',
    `    const token = await s.login(${spec.tenant ? "{ tenantId: '100001', username: 'liting', password: '123456' }" : 'HOSPITAL_ADMIN'});`,
    "    expect((await s.call('GET', `${BASE}/list`, { token })).status).toBe(403);",
    "    expect((await s.call('POST', `${BASE}/submit`, { token, body: sample() })).status).toBe(403);",
    '  });',
    '});',
    '',
  );
  const isolation = (base: string, sampleExpr: string, changeField: string) =>
    `describeTenantIsolation(server, { base: '${base}', sample: ${sampleExpr}, changeField: '${changeField}'${spec.tenant ? '' : ', platformOnly: true, owner: PLATFORM_ADMIN, intruder: HOSPITAL_ADMIN'} });`;
  if (change) lines.push(isolation(n.base, 'sample', change.name));
  return { path: `apps/server/src/modules/generated/${n.kebab}/${n.kebab}.test.ts`, content: lines.join('\n') + '\n' };
}
