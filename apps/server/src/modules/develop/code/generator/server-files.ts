import type { GeneratedFile } from '@beree/contracts';
import { valueText } from './fields';
import { quote } from './names';
import type { ModuleSpec, TableSpec } from './spec';

const dir = (spec: ModuleSpec) => `apps/server/src/modules/generated/${spec.names.kebab}`;

function resourceConst(spec: ModuleSpec, t: TableSpec, detail: boolean): string {
  const schema = detail ? 'detailSubmitSchema' : 'submitSchema';
  const filtered = t.fields.filter((f) => f.query || (detail && f === spec.sub?.fk));
  const filters = [...filtered.map((f) => `    ${f.name}: ${t.tableConst}.${f.name},`), `    createTime: ${t.tableConst}.createTime,`];
  const values = t.fields
    .filter((f) => f.form)
    .map((f) => (f === spec.tree?.parent ? `    ${f.name}: BigInt(input.${f.name} ?? '0'),` : `    ${f.name}: ${valueText(detail && f === spec.sub?.fk ? { ...f, required: true } : f)},`));
  return [
    `/** ${t.label}${detail ? ` (the details of ${spec.label})` : ''}: ${t.tenant ? "a tenant's rows" : 'platform-wide, the platform administrator\'s'}. */`,
    `export const ${t.names.camel}Resource: CrudResource<typeof ${spec.names.camel}.${schema}> = {`,
    `  base: '${t.names.base}',`,
    `  tag: 'generated/${t.names.kebab}',`,
    `  table: ${t.tableConst},`,
    `  scope: '${t.tenant ? 'tenant' : 'platform'}',`,
    '  filters: {',
    ...filters,
    '  },',
    `  permissions: ${spec.names.camel}.permissions,`,
    `  submitSchema: ${spec.names.camel}.${schema},`,
    '  toValues: (input) => ({',
    ...values,
    '  }),',
    '};',
  ].join('\n');
}

function resourceFile(spec: ModuleSpec): string {
  const tables = [spec.tableConst, ...(spec.sub ? [spec.sub.tableConst] : [])];
  const all = [...spec.fields, ...(spec.sub?.fields ?? [])];
  const needsDate = all.some((f) => f.form && f.kind === 'timestamp');
  return [
    `import { ${spec.names.camel} } from '@beree/contracts';`,
    "import type { CrudResource } from '../../../core/crud/resource';",
    `import { ${tables.join(', ')} } from '../../../core/db/schema';`,
    ...(needsDate ? ["import { parseDateTime } from '../../../core/http/wire';"] : []),
    '',
    resourceConst(spec, spec, false),
    ...(spec.sub ? ['', resourceConst(spec, spec.sub, true)] : []),
    '',
  ].join('\n');
}

/** The tree template's reads: every live row as a forest, for the page (rows) and the parent picker (nodes). */
function treeServiceFile(spec: ModuleSpec): string {
  const { parent, label } = spec.tree!;
  const t = spec.tableConst;
  return `import { and, asc } from 'drizzle-orm';
import { buildFilters, readPaging } from '../../../core/crud/filters';
import { live } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { ${t} } from '../../../core/db/schema';
import { page } from '../../../core/http/envelope';
import { ${spec.names.camel}Resource as r } from './resource';

type Row = typeof ${t}.$inferSelect;
export type Branch = Row & { children?: Branch[] };
export interface Node {
  id: string;
  title: string;
  parentId: string;
  children?: Node[];
}

/** Nests rows by their parent; a row whose parent is not among them (the top, or filtered out) is a root. */
function nest<T extends { id: bigint }>(rows: T[], parentOf: (row: T) => bigint): (T & { children?: (T & { children?: unknown })[] })[] {
  const byId = new Map(rows.map((row) => [row.id, { ...row } as T & { children?: T[] }]));
  const roots: (T & { children?: T[] })[] = [];
  for (const row of byId.values()) {
    const parent = byId.get(parentOf(row));
    if (parent && parent !== row) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  return roots;
}

/** GET tree-list: the matching rows as a forest, paged over its roots (spec §7: lists answer records and total). */
export async function treeList(tx: Executor, query: Record<string, unknown>) {
  const rows = await tx.select().from(${t}).where(and(live(r), buildFilters(query, r.filters))).orderBy(asc(${t}.createTime), asc(${t}.id));
  const roots = nest(rows, (row) => row.${parent.name} as bigint);
  const { current, size } = readPaging(query);
  return page(roots.slice((current - 1) * size, current * size), roots.length, current, size);
}

/** GET tree: every row as {id, title, parentId, children}, for the parent picker. */
export async function treeNodes(tx: Executor): Promise<Node[]> {
  const rows = await tx.select({ id: ${t}.id, parent: ${t}.${parent.name}, title: ${t}.${label.name} }).from(${t}).where(live(r)).orderBy(asc(${t}.createTime), asc(${t}.id));
  const toNode = (row: (typeof rows)[number] & { children?: unknown[] }): Node => ({
    id: String(row.id),
    title: String(row.title ?? ''),
    parentId: String(row.parent ?? 0n),
    ...(row.children ? { children: (row.children as typeof rows).map(toNode) } : {}),
  });
  return nest(rows, (row) => (row.parent as bigint | null) ?? 0n).map(toNode);
}
`;
}

function moduleFile(spec: ModuleSpec): string {
  const n = spec.names;
  const resources = [`${n.camel}Resource`, ...(spec.sub ? [`${spec.sub.names.camel}Resource`] : [])];
  const tree = spec.template === 'tree';
  const imports = [
    "import type { FastifyInstance } from 'fastify';",
    ...(tree ? ["import type { ZodTypeProvider } from 'fastify-type-provider-zod';", "import { z } from 'zod';"] : []),
    "import { registerCrudRoutes } from '../../../core/crud/routes';",
    "import type { AppDeps } from '../../../core/deps';",
    ...(tree ? ["import { ok } from '../../../core/http/envelope';", "import { runScoped } from '../../../core/tenancy/scoped';"] : []),
    "import { crudButtons, type GeneratedMenu } from '../../../seeds/generated-buttons';",
    `import { ${resources.join(', ')} } from './resource';`,
    ...(tree ? ["import { treeList, treeNodes } from './service';"] : []),
  ];
  const body = [`  registerCrudRoutes(app, deps, ${n.camel}Resource);`];
  if (spec.sub) body.push(`  registerCrudRoutes(app, deps, ${spec.sub.names.camel}Resource);`);
  if (tree) {
    body.push(
      `  const r = ${n.camel}Resource;`,
      "  const api = app.withTypeProvider<ZodTypeProvider>();",
      "  const config = { permission: r.permissions.menu, platform: r.scope === 'platform' };",
      "  const listQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));",
      "  api.get(`/api${r.base}/tree-list`, { schema: { tags: [r.tag], querystring: listQuery }, config }, async (request) =>",
      '    ok(await runScoped(deps.db, request.ctx, r.scope, (tx) => treeList(tx, request.query))),',
      '  );',
      "  api.get(`/api${r.base}/tree`, { schema: { tags: [r.tag] }, config }, async (request) => ok(await runScoped(deps.db, request.ctx, r.scope, (tx) => treeNodes(tx))));",
    );
  }
  return [
    ...imports,
    '',
    `/** ${spec.label}: ${tree ? 'the CRUD pattern plus GET tree-list (the forest) and GET tree (the parent picker)' : spec.sub ? 'the CRUD pattern of the master and of its details' : 'the CRUD pattern'}. */`,
    'export function register(app: FastifyInstance, deps: AppDeps): void {',
    ...body,
    '}',
    '',
    `/** ${spec.label}'s menu and buttons${spec.menuParent ? `, under ${spec.menuParent}` : ''}. */`,
    'export const menu: GeneratedMenu = {',
    `  parent: ${spec.menuParent ? quote(spec.menuParent) : 'null'},`,
    `  seed: { code: '${n.snake}', name: ${quote(spec.label)}, nameEn: ${quote(spec.labelEn)}, path: '${n.path}', source: 'appstore', platformOnly: ${!spec.tenant}, children: crudButtons('${n.snake}') },`,
    '};',
    '',
  ].join('\n');
}

export function serverFiles(spec: ModuleSpec): GeneratedFile[] {
  const files = [
    { path: `${dir(spec)}/resource.ts`, content: resourceFile(spec) },
    { path: `${dir(spec)}/module.ts`, content: moduleFile(spec) },
  ];
  if (spec.template === 'tree') files.push({ path: `${dir(spec)}/service.ts`, content: treeServiceFile(spec) });
  return files;
}
