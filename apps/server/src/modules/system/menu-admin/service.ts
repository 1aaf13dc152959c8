import { and, eq } from 'drizzle-orm';
import type { Lang, MenuSubmit } from '@beree/contracts';
import { buildFilters } from '../../../core/crud/filters';
import { findRow, removeRows, submitRow } from '../../../core/crud/service';
import type { Executor } from '../../../core/db/database';
import { menus } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { localName } from '../../../core/http/language';
import type { RequestContext } from '../../../core/tenancy/context';
import { allMenus } from '../menu/repo';
import { buildForest } from '../menu/tree';
import { hasChildrenOutside, isSelfOrBelow } from '../org/hierarchy';
import { asTreeRow } from '../org/picker';
import { forestPage } from '../org/tree-page';
import { listMenus, listMenusWithChildFlag, markPlatformOnly, withdrawFromTenants } from './repo';
import { menuResource } from './resource';

const MENU = 1;

/** The admin page's tree of menus and buttons, paged over its roots. */
export async function menuTreeList(tx: Executor, query: Record<string, unknown>, caller: { clientId: string }) {
  const rows = await listMenus(tx, buildFilters(query, menuResource.filters));
  return forestPage(buildForest(rows.map(asTreeRow)), query, caller);
}

/** A picker's row: the name in the caller's language (the admin table reads name and nameEn as stored). */
const named = <R extends { name: string; nameEn: string | null }>(row: R, lang?: Lang): R => (lang ? { ...row, name: localName(row.name, row.nameEn, lang) } : row);

/** Menus only (no buttons), flat: the parent picker, named in the caller's language. */
export async function menuFlatList(tx: Executor, query: Record<string, unknown>, lang: Lang) {
  const rows = await listMenus(tx, and(buildFilters(query, menuResource.filters), eq(menus.category, MENU)));
  return rows.map((row) => asTreeRow(named(row, lang)));
}

/**
 * One level of the lazy table: the children of parentId, or every match when searching without
 * one. menusOnly leaves buttons out, of the level and of hasChildren. Given a language (the menu
 * pickers of the scope screens), names come in it.
 */
export async function menuLazyList(tx: Executor, parentId: bigint | undefined, query: Record<string, unknown>, menusOnly: boolean, lang?: Lang) {
  const filters = buildFilters(query, menuResource.filters, ['parentId']);
  const level = parentId !== undefined || !filters ? eq(menus.parentId, parentId ?? 0n) : undefined;
  const rows = await listMenusWithChildFlag(tx, and(filters, level, menusOnly ? eq(menus.category, MENU) : undefined), menusOnly ? MENU : undefined);
  return rows.map((row) => asTreeRow(named(row, lang)));
}

/** Every menu below id (not id itself), breadth first. */
function descendantsOf(rows: { id: bigint; parentId: bigint }[], id: bigint): bigint[] {
  const children = new Map<bigint, bigint[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const seen = new Set([id]);
  const out: bigint[] = [];
  for (let i = -1; i < out.length; i++) {
    for (const child of children.get(i < 0 ? id : out[i]) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      out.push(child);
    }
  }
  return out;
}

/**
 * Adds or edits a menu or button on the platform path. Under a platform-only menu everything is
 * platform-only; making a menu platform-only does the same to everything below it and takes them
 * back from the tenants that were granted them.
 */
export async function submitMenu(tx: Executor, ctx: RequestContext, input: MenuSubmit): Promise<Record<string, unknown>> {
  const id = input.id ? BigInt(input.id) : undefined;
  if (id !== undefined) await findRow(tx, menuResource, id);
  const rows = await allMenus(tx);
  const parentId = BigInt(input.parentId ?? 0);
  const parent = rows.find((m) => m.id === parentId);
  const links = new Map(rows.map((m) => [m.id, m.parentId]));
  if (parentId !== 0n && (!parent || (id !== undefined && isSelfOrBelow(links, id, parentId)))) throw badRequest('menu.parentId.invalid', { field: 'parentId' });
  const platformOnly = parent?.platformOnly === 1 ? 1 : (input.platformOnly ?? 0);
  const { row } = await submitRow(tx, menuResource, ctx, { ...input, platformOnly });
  if (platformOnly === 1) {
    const withdrawn = [row.id as bigint, ...descendantsOf(rows, row.id as bigint)];
    await markPlatformOnly(tx, withdrawn.slice(1));
    await withdrawFromTenants(tx, withdrawn);
  }
  return row;
}

/** Logical delete, refused while a menu has children that are not removed with it. */
export async function removeMenus(tx: Executor, ctx: RequestContext, ids: bigint[]): Promise<number> {
  if (await hasChildrenOutside(tx, menus, ids)) throw badRequest('menu.remove.hasChildren', { field: 'ids' });
  return removeRows(tx, menuResource, ctx, ids);
}
