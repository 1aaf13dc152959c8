import { and, asc, eq, like } from 'drizzle-orm';
import type { GeneratedFile } from '@beree/contracts';
import { findRow, live } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { codeDefinitions, modelPrototypes, models } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';
import { MENU_TREE, type MenuSeed } from '../../../seeds/menus';
import { generatedModules } from '../../generated/discovery';
import { generateModule } from './generator';
import type { Checkout } from './generator/checkout';
import { moduleSpec, type ModuleSpec } from './generator/spec';
import { codeResource } from './resource';

type CodeRow = typeof codeDefinitions.$inferSelect;

async function modelWithFields(tx: Executor, id: bigint, field: string) {
  const [model] = await tx.select().from(models).where(and(eq(models.id, id), eq(models.isDeleted, 0)));
  if (!model) throw badRequest('code.model.missing', { field });
  const prototypes = await tx.select().from(modelPrototypes).where(and(eq(modelPrototypes.modelId, id), eq(modelPrototypes.isDeleted, 0))).orderBy(asc(modelPrototypes.sort), asc(modelPrototypes.id));
  return { model, prototypes };
}

/** The definition with its model(s), read and checked in one transaction. */
export async function loadSpec(tx: Executor, id: bigint): Promise<ModuleSpec> {
  const def = (await findRow(tx, codeResource, id)) as CodeRow;
  const master = await modelWithFields(tx, def.modelId, 'modelId');
  const sub = def.templateType === 'sub' && def.subModelId ? await modelWithFields(tx, def.subModelId, 'subModelId') : undefined;
  return moduleSpec(def, master.model, master.prototypes, sub);
}

const menuCodes = (seeds: MenuSeed[], out: MenuSeed[] = []): MenuSeed[] => {
  for (const seed of seeds) {
    out.push(seed);
    if (seed.children) menuCodes(seed.children, out);
  }
  return out;
};

/** A module may not take a menu code or page path of the product's own menus (generated ones may be generated again). */
function assertFreeMenu(spec: ModuleSpec): void {
  const generated = new Set(generatedModules().flatMap((m) => menuCodes([m.menu.seed]).map((s) => s.code)));
  const codes = new Set([spec.names.snake, ...['add', 'edit', 'delete', 'view'].map((b) => `${spec.names.snake}_${b}`)]);
  const clash = menuCodes(MENU_TREE).find((seed) => !generated.has(seed.code) && (codes.has(seed.code) || seed.path === spec.names.path));
  if (clash) throw badRequest('code.packageName.taken', { field: 'packageName', code: clash.code });
}

/** gen-code: the module's files, from the checkout as it is now (plus the modules generated before it in the same request). */
export async function generateFiles(spec: ModuleSpec, checkout: Checkout): Promise<GeneratedFile[]> {
  assertFreeMenu(spec);
  return generateModule(checkout, spec);
}

/** copy: the same definition under a resource name not yet taken (demo-widget-copy, -copy2 …) and a name marked as a copy. */
export async function copyDefinition(tx: Executor, ctx: RequestContext, id: bigint): Promise<CodeRow> {
  const def = (await findRow(tx, codeResource, id)) as CodeRow;
  const stem = `${def.packageName.slice(0, 90)}-copy`;
  const taken = new Set(
    (await tx.select({ name: codeDefinitions.packageName }).from(codeDefinitions).where(and(live(codeResource), like(codeDefinitions.packageName, `${stem}%`)))).map((r) => r.name),
  );
  let packageName = stem;
  for (let n = 2; taken.has(packageName); n++) packageName = `${stem}${n}`;
  const now = new Date();
  const { id: _id, createTime: _c, updateTime: _u, version: _v, ...rest } = def;
  const [copy] = await tx
    .insert(codeDefinitions)
    .values({ ...rest, id: nextId(), packageName, codeName: `${def.codeName.slice(0, 60)}-副本`, createUser: ctx.userId, updateUser: ctx.userId, createDept: ctx.deptIds[0] ?? null, createTime: now, updateTime: now })
    .returning();
  return copy;
}
