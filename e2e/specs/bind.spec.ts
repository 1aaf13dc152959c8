import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Third-party sign-in end to end: a real OpenID Connect provider (the server's test identity
 * provider, its own process) and a server of this spec's own configured with it, since the shared
 * server of the run has no provider.
 */
const SERVER_DIR = resolve(import.meta.dirname, '../../apps/server');
const WEB_DIST = process.env.E2E_WEB_DIST ?? resolve(import.meta.dirname, '../../apps/web/dist');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

function start(script: string, env: Record<string, string>, ready: (output: string) => boolean, timeoutMs = 120_000): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: SERVER_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start:\n${log}`)), timeoutMs);
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      if (ready(log)) {
        clearTimeout(timer);
        done({ child, output: () => log });
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) => fail(new Error(`${script} exited with ${code}:\n${log}`)));
  });
}

async function waitForHealth(base: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('the server did not become healthy');
}

let base = '';
const processes: ChildProcess[] = [];
let dataDir = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const provider = await start(
    'src/modules/auth/sso/test-provider-cli.ts',
    {
      TEST_PROVIDER: JSON.stringify({
        clientId: 'beree-e2e',
        clientSecret: 'beree-e2e-secret',
        redirectUris: [`${base}/login`],
        accounts: [{ sub: 'e2e-alice', preferred_username: 'alice', name: 'Alice Zhang', email: 'alice@idp.test' }],
      }),
    },
    (out) => /READY http:\/\/\S+\n/.test(out),
  );
  processes.push(provider.child);
  const issuer = /READY (http:\/\/\S+)\n/.exec(provider.output())![1];
  dataDir = mkdtempSync(join(tmpdir(), 'beree-e2e-bind-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      WEB_DIST,
      LOG_LEVEL: 'warn',
      SOCIAL_PROVIDERS: JSON.stringify({ corp: { name: '企业统一认证', issuer, clientId: 'beree-e2e', clientSecret: 'beree-e2e-secret' } }),
    },
  });
  processes.push(server);
  await waitForHealth(base);
});

test.afterAll(async () => {
  for (const child of processes) {
    if (child.exitCode !== null) continue;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Clicks the provider's button on the login page and signs in at the provider as `account`. */
async function signInWithProvider(page: Page, account: string) {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: /企业统一认证/ }).click();
  const form = page.getByLabel('Account');
  // The provider remembers who signed in there before and then sends the browser straight back.
  const back = page.waitForURL(`${base}/**`);
  if (await form.isVisible({ timeout: 15_000 }).catch(() => false)) {
    await form.fill(account);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await back;
}

test('an unbound third-party identity binds to an existing account, then signs straight in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), 'beree-tour:100001:admin');

  // First sign-in through the provider: nobody is bound to alice yet, so the bind dialog opens.
  await signInWithProvider(page, 'alice');
  const bind = page.getByRole('dialog', { name: '第三方系统用户绑定' });
  await expect(bind).toBeVisible();
  await expect(bind.getByText(/请输入一个已存在的账号及其密码/)).toBeVisible();

  // The three warnings, then a wrong password: the server's message.
  await bind.getByLabel('租户编号').fill('');
  await bind.getByRole('button', { name: /绑\s*定/ }).click();
  await expect(bind.getByText('请先输入租户编号')).toBeVisible();
  await expect(bind.getByText('请先输入账号名称')).toBeVisible();
  await expect(bind.getByText('请先输入密码')).toBeVisible();
  await bind.getByLabel('租户编号').fill('100001');
  await bind.getByLabel('账号名称').fill('admin');
  await bind.getByLabel('密码').fill('wrong-password');
  await bind.getByRole('button', { name: /绑\s*定/ }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();

  await bind.getByLabel('密码').fill('admin');
  await bind.getByRole('button', { name: /绑\s*定/ }).click();
  await expect(page.getByText('绑定成功，三方登录已开通，请重新登录!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${base}/login`);

  // Signing in again through the provider lands in the shell as the bound account.
  await signInWithProvider(page, 'alice');
  await page.waitForURL('**/wel/index');
  await expect(page.getByText('您好')).toBeVisible();
  await expect(page.getByText('周敏').first()).toBeVisible();
});
