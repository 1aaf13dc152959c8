import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../core/db/database';
import { nextId } from '../core/db/ids';
import { hashPassword, md5Hex } from '../core/auth/passwords';
import { menus, roleMenus, roles, users, wfModelHistory, wfModels, wfProcDefs } from '../core/db/schema';
import { deploy } from '../modules/workflow/engine';
import { LEAVE_BPMN, LEAVE_BPMN_OPEN_TO_ADMIN, LEAVE_KEY } from '../modules/workflow/leave/leave-bpmn';

/** The password of the leave process's demo approvers (8 characters or more, as the default policy asks). */
export const LEAVE_PEOPLE_PASSWORD = 'Leave@2026';

/** The office menus (我的事务) an approver needs to claim, handle and look back. */
const OFFICE = ['wf_work', 'wf_start', 'wf_todo', 'wf_claim', 'wf_send', 'wf_done', 'wf_copy'];

/** One role per step of the leave process, by the alias its candidateGroups name; the account is the alias. */
const STEPS = [
  { alias: 'manager', roleName: '部门经理', sort: 3 },
  { alias: 'gm', roleName: '总经理', sort: 4 },
  { alias: 'hr', roleName: '人事专员', sort: 5 },
] as const;

/** The people of each demo tenant, in the order of STEPS; a tenant not listed gets the role names. */
const NAMES: Record<string, [string, string, string]> = {
  '100001': ['吴建华', '郑国栋', '林晓燕'],
  '100002': ['韩冬', '曹文博', '彭静'],
  '100003': ['蒋涛', '沈永庆', '唐芳'],
  '200001': ['许志远', '黄海涛', '马丽娟'],
  '200002': ['袁明', '潘建军', '杜娟'],
  '300001': ['钱立新', '冯振华', '邓雅琴'],
};

/**
 * Every tenant with the leave demo gets a department manager, a general manager and an HR clerk
 * (accounts manager, gm, hr), each in a role of that alias holding the office menus, so each step
 * has its own approver. Idempotent: runs on a new database after the demo and on every start of
 * an older one, adding only what never existed. A tenant still running the leave process as earlier
 * versions seeded it (every step open to the administrator) gets the separated version deployed.
 */
export async function addLeavePeople(db: Executor): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Executor;
    const models = await tx.select({ id: wfModels.id, tenantId: wfModels.tenantId, xml: wfModels.xml, modelVersion: wfModels.modelVersion, name: wfModels.name }).from(wfModels).where(and(eq(wfModels.modelKey, LEAVE_KEY), eq(wfModels.isDeleted, 0)));
    if (models.length === 0) return;
    const office = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.code, OFFICE));
    let hash: string | undefined;
    for (const model of models) {
      const { tenantId } = model;
      const [admin] = await tx.select({ deptId: users.deptId }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, 'admin'), eq(users.isDeleted, 0)));
      const deptId = admin?.deptId.split(',')[0] ?? '';
      for (const [index, step] of STEPS.entries()) {
        // Deletion is logical: a role or account the tenant deleted keeps its row and is not added again.
        const found = await tx.select({ id: roles.id, isDeleted: roles.isDeleted }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.roleAlias, step.alias)));
        if (found.length && found.every((r) => r.isDeleted !== 0)) continue;
        let role = found.find((r) => r.isDeleted === 0);
        if (!role) {
          role = { id: nextId(), isDeleted: 0 };
          const roleId = role.id;
          await tx.insert(roles).values({ id: roleId, tenantId, roleName: step.roleName, roleAlias: step.alias, sort: step.sort });
          await tx.insert(roleMenus).values(office.map((m) => ({ id: nextId(), tenantId, roleId, menuId: m.id }))).onConflictDoNothing();
        }
        const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.account, step.alias)));
        if (user) continue;
        hash ??= await hashPassword(md5Hex(LEAVE_PEOPLE_PASSWORD));
        const realName = NAMES[tenantId]?.[index] ?? step.roleName;
        await tx.insert(users).values({
          id: nextId(),
          tenantId,
          account: step.alias,
          password: hash,
          name: realName,
          realName,
          roleId: String(role.id),
          deptId,
          createDept: /^\d+$/.test(deptId) ? BigInt(deptId) : null,
        });
      }
      await separateDuties(tx, model);
    }
  });
}

/** Moves a tenant's untouched leave process (model and live definition) from the admin-open version to LEAVE_BPMN. */
async function separateDuties(tx: Executor, model: { id: bigint; tenantId: string; xml: string | null; modelVersion: number; name: string }): Promise<void> {
  const { tenantId } = model;
  if (model.xml === LEAVE_BPMN_OPEN_TO_ADMIN) {
    const modelVersion = model.modelVersion + 1;
    await tx.update(wfModels).set({ xml: LEAVE_BPMN, modelVersion, version: sql`${wfModels.version} + 1` }).where(eq(wfModels.id, model.id));
    await tx.insert(wfModelHistory).values({ id: nextId(), tenantId, modelId: model.id, modelVersion, name: model.name, xml: LEAVE_BPMN });
  }
  const [latest] = await tx.select({ xml: wfProcDefs.xml, category: wfProcDefs.category }).from(wfProcDefs).where(and(eq(wfProcDefs.tenantId, tenantId), eq(wfProcDefs.key, LEAVE_KEY))).orderBy(desc(wfProcDefs.version)).limit(1);
  if (latest?.xml === LEAVE_BPMN_OPEN_TO_ADMIN) await deploy(tx, { tenantId, userId: 'system' }, { xml: LEAVE_BPMN, category: latest.category ?? undefined, source: 'model' });
}
