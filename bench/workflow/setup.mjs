// Workflow benchmark, step 1: creates the database bench_wf (dropping an earlier one), starts the
// server on it once (migrations, seeds, demo), and as the admin of hospital 100001, over HTTP:
// adds the role 流程办理人 with the 我的事务 menus, fifty users wfbench01 … wfbench50 in the root
// dept holding it (each signs in once and sets their own password, as a new user must), and
// deploys the two-step process 申请 → 审批.
// Usage: node workflow/setup.mjs (from bench/)
import pg from 'pg';
import { BENCH_DB, PASSWORD, ROLE_ALIAS, SIZES, TENANT, account, adminUrl, benchUrl } from './settings.mjs';
import { call, md5, signIn, startServer } from './server.mjs';
import { TWO_STEP_BPMN } from './two-step-bpmn.mjs';

const INITIAL = 'Initial#2026';

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
await admin.end();
console.log(`created ${BENCH_DB}`);

const started = performance.now();
const server = await startServer();
const db = new pg.Client({ connectionString: benchUrl });
await db.connect();
try {
  console.log(`migrated and seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const { base } = server;
  const token = await signIn(base, TENANT, 'admin', 'admin');

  await call(base, token, 'POST', '/blade-system/role/submit', { roleName: '流程办理人', roleAlias: ROLE_ALIAS, sort: 10 });
  const [role] = (await db.query(`select id from blade_role where tenant_id = $1 and role_alias = $2 and is_deleted = 0`, [TENANT, ROLE_ALIAS])).rows;
  const menus = (await db.query(`select id from blade_menu m where is_deleted = 0 and (code = 'wf_work' or parent_id = (select id from blade_menu where code = 'wf_work' and is_deleted = 0))`)).rows;
  await call(base, token, 'POST', '/blade-system/role/grant', { roleIds: [String(role.id)], menuIds: menus.map((m) => String(m.id)) });
  const [root] = (await db.query(`select id from blade_dept where tenant_id = $1 and parent_id = 0 and is_deleted = 0 order by id limit 1`, [TENANT])).rows;
  console.log(`role ${ROLE_ALIAS} (${role.id}) with ${menus.length} menus; dept ${root.id}`);

  for (let n = 1; n <= SIZES.users; n++) {
    const body = { account: account(n), realName: `流程用户${String(n).padStart(2, '0')}`, password: md5(INITIAL), roleId: String(role.id), deptId: String(root.id) };
    await call(base, token, 'POST', '/blade-system/user/submit', body);
    const own = await signIn(base, TENANT, account(n), INITIAL);
    await call(base, own, 'POST', '/blade-system/user/update-password', { oldPassword: md5(INITIAL), newPassword: md5(PASSWORD), newPassword1: md5(PASSWORD) });
  }
  console.log(`${SIZES.users} users`);

  const form = new FormData();
  form.append('files', new Blob([TWO_STEP_BPMN], { type: 'text/xml' }), 'two-step.bpmn');
  const { data: deployed } = await call(base, token, 'POST', '/blade-flow/manager/deploy-upload', form);
  console.log(`deployed ${deployed[0].key} v${deployed[0].version} (${deployed[0].procDefId})`);
} finally {
  await db.end();
  server.stop();
}
