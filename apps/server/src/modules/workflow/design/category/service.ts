import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../../core/db/database';
import { wfCategories, wfDeployments, wfModels } from '../../../../core/db/schema';
import { badRequest, conflict } from '../../../../core/http/errors';

type Category = typeof wfCategories.$inferSelect;
export interface CategoryNode extends Category {
  title: string;
  key: string;
  value: string;
  hasChildren: boolean;
  children: CategoryNode[];
}

/** The tenant's categories as a tree, siblings by sort then name. */
export async function categoryTree(tx: Executor, tenantId: string): Promise<CategoryNode[]> {
  const rows = await tx
    .select()
    .from(wfCategories)
    .where(and(eq(wfCategories.tenantId, tenantId), eq(wfCategories.isDeleted, 0)))
    .orderBy(asc(wfCategories.sort), asc(wfCategories.name), asc(wfCategories.id));
  const nodes = new Map(rows.map((r) => [r.id, { ...r, title: r.name, key: String(r.id), value: String(r.id), hasChildren: false, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** A submitted parent must be a live category of the tenant, and never the row itself. */
export async function checkParent(tx: Executor, tenantId: string, parentId: string | null | undefined, id?: string | null): Promise<void> {
  if (!parentId || /^0+$/.test(parentId)) return;
  if (id && parentId === id) throw badRequest('workflow.category.parent', { field: 'parentId' });
  const [hit] = await tx.select({ id: wfCategories.id }).from(wfCategories).where(and(eq(wfCategories.tenantId, tenantId), eq(wfCategories.id, BigInt(parentId)), eq(wfCategories.isDeleted, 0)));
  if (!hit) throw badRequest('workflow.category.parent', { field: 'parentId' });
}

/** A category must exist before a model or deployment is filed under it. */
export async function checkCategory(tx: Executor, tenantId: string, categoryId: string | null | undefined, field = 'categoryId'): Promise<void> {
  if (!categoryId) return;
  const [hit] = await tx.select({ id: wfCategories.id }).from(wfCategories).where(and(eq(wfCategories.tenantId, tenantId), eq(wfCategories.id, BigInt(categoryId)), eq(wfCategories.isDeleted, 0)));
  if (!hit) throw badRequest('workflow.category.unknown', { field });
}

/** Deleting refuses categories that still hold sub-categories, models or live deployments (409). */
export async function assertCategoriesUnused(tx: Executor, tenantId: string, ids: bigint[]): Promise<void> {
  const text = ids.map(String);
  const [child] = await tx
    .select({ id: wfCategories.id })
    .from(wfCategories)
    .where(and(eq(wfCategories.tenantId, tenantId), inArray(wfCategories.parentId, ids), eq(wfCategories.isDeleted, 0), sql`${wfCategories.id} not in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`))
    .limit(1);
  const [model] = await tx.select({ id: wfModels.id }).from(wfModels).where(and(eq(wfModels.tenantId, tenantId), inArray(wfModels.categoryId, ids), eq(wfModels.isDeleted, 0))).limit(1);
  const [deployment] = await tx.select({ id: wfDeployments.id }).from(wfDeployments).where(and(eq(wfDeployments.tenantId, tenantId), inArray(wfDeployments.category, text), eq(wfDeployments.isDeleted, 0))).limit(1);
  if (child || model || deployment) throw conflict('workflow.category.inUse');
}
