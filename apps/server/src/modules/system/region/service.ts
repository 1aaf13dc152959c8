import { eq } from 'drizzle-orm';
import { REGION_ROOT_CODE, type RegionSubmit } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { regions } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import { derivedColumns, levelColumns, MAX_REGION_LEVEL } from './levels';
import { deleteRegion, findRegion, hasChildren, insertRegion, updateRegion, type RegionRow } from './repo';

/**
 * Adds a division under its parent, or renames an existing one (`allow` checks the button code for
 * either). Level, ancestors and the province … village columns come from the parent; a rename is
 * carried into the denormalised names of everything below.
 */
export async function submitRegion(tx: Executor, input: RegionSubmit, allow: (editing: boolean) => void): Promise<RegionRow> {
  if (input.code === REGION_ROOT_CODE) throw badRequest('region.code.invalid', { field: 'code' });
  const existing = await findRegion(tx, input.code);
  allow(!!existing);
  if (existing) {
    if (existing.parentCode !== input.parentCode) throw badRequest('region.parentCode.fixed', { field: 'parentCode' });
    if (existing.name !== input.name) {
      const own = levelColumns(existing.regionLevel);
      await tx.update(regions).set({ [own.name]: input.name }).where(eq(regions[own.code], input.code));
    }
    return updateRegion(tx, input.code, { name: input.name, sort: input.sort ?? existing.sort, remark: input.remark ?? null });
  }

  const parent = input.parentCode === REGION_ROOT_CODE ? undefined : await findRegion(tx, input.parentCode);
  if (input.parentCode !== REGION_ROOT_CODE && !parent) throw badRequest('region.parentCode.notFound', { field: 'parentCode' });
  const level = (parent?.regionLevel ?? 0) + 1;
  if (level > MAX_REGION_LEVEL) throw badRequest('region.parentCode.tooDeep', { field: 'parentCode' });
  return insertRegion(tx, {
    code: input.code,
    parentCode: input.parentCode,
    ancestors: parent ? `${parent.ancestors},${parent.code}` : REGION_ROOT_CODE,
    name: input.name,
    regionLevel: level,
    sort: input.sort ?? 0,
    remark: input.remark ?? null,
    ...derivedColumns(parent, level, input.code, input.name),
  });
}

/** Removes a division that has nothing below it. */
export async function removeRegion(tx: Executor, code: string): Promise<void> {
  if (!(await findRegion(tx, code))) throw notFound();
  if (await hasChildren(tx, code)) throw badRequest('region.remove.hasChildren', { field: 'id' });
  await deleteRegion(tx, code);
}
