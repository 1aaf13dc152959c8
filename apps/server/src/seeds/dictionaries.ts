import { and, eq, isNull } from 'drizzle-orm';
import { BUSINESS_DICTIONARIES, PLATFORM_TENANT_ID, SYSTEM_DICTIONARIES, type Dictionary } from '@beree/contracts';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { dictBiz, dicts } from '../core/db/schema';

type DictTable = typeof dicts;

/** The codes of the live dictionaries (roots) a table already holds (of the tenant, for business ones). */
async function presentCodes(tx: Executor, t: DictTable, tenantId?: string): Promise<Set<string>> {
  const tenant = tenantId === undefined ? undefined : eq(dictBiz.tenantId, tenantId);
  const rows = await tx.select({ code: t.code }).from(t).where(and(eq(t.parentId, 0n), eq(t.isDeleted, 0), tenant));
  return new Set(rows.map((r) => r.code));
}

/** Inserts the dictionaries whose code is missing, sealed: pages bind to these codes and keys. */
async function insertMissing(tx: Executor, t: DictTable, list: Dictionary[], tenantId?: string): Promise<void> {
  const present = await presentCodes(tx, t, tenantId);
  const owner = tenantId === undefined ? {} : { tenantId };
  for (const [index, d] of list.entries()) {
    if (present.has(d.code)) continue;
    const parentId = nextId();
    await tx.insert(t).values({ id: parentId, parentId: 0n, code: d.code, dictKey: '-1', dictValue: d.zh, dictValueEn: d.en, sort: index + 1, isSealed: 1, ...owner });
    await tx.insert(t).values(
      d.items.map((item, i) => ({ id: nextId(), parentId, code: d.code, dictKey: item.key, dictValue: item.zh, dictValueEn: item.en, sort: i + 1, isSealed: 1, ...owner })),
    );
  }
}

/** Gives the seeded system dictionaries of an older database their English labels. */
async function fillEnglishLabels(tx: Executor): Promise<void> {
  const [missing] = await tx.select({ id: dicts.id }).from(dicts).where(and(isNull(dicts.dictValueEn), eq(dicts.isSealed, 1))).limit(1);
  if (!missing) return;
  for (const d of SYSTEM_DICTIONARIES) {
    await tx.update(dicts).set({ dictValueEn: d.en }).where(and(eq(dicts.code, d.code), eq(dicts.parentId, 0n), isNull(dicts.dictValueEn)));
    for (const item of d.items) {
      await tx.update(dicts).set({ dictValueEn: item.en }).where(and(eq(dicts.code, d.code), eq(dicts.dictKey, item.key), isNull(dicts.dictValueEn)));
    }
  }
}

/**
 * Every enumeration of packages/contracts, seeded from there: the administration ones as system
 * dictionaries, the business ones as the platform's business dictionaries that every tenant reads
 * (ADR 0015). Runs on every start and adds only what is missing, so older databases catch up.
 */
export async function seedDictionaries(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Executor;
    await insertMissing(t, dicts, SYSTEM_DICTIONARIES);
    await insertMissing(t, dictBiz as unknown as DictTable, BUSINESS_DICTIONARIES, PLATFORM_TENANT_ID);
    await fillEnglishLabels(t);
  });
}
