import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort, type ServerProcess } from '../../apps/server/test/server-process';
import { expect, startE2eServer, test as base, type Page } from '../support/fixtures';

/**
 * Third-party sign-in end to end: a real OpenID Connect provider (the server's test identity
 * provider, its own process) and a server of this spec's own configured with it, since the
 * worker's server has no provider.
 */
const SERVER_DIR = resolve(import.meta.dirname, '../../apps/server');

/** Starts the test identity provider and answers its issuer once it prints READY. */
function startProvider(env: Record<string, string>, timeoutMs = 120_000): Promise<{ child: ChildProcess; issuer: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/auth/sso/test-provider-cli.ts'], { cwd: SERVER_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the identity provider did not start:\n${log}`)), timeoutMs);
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      const ready = /READY (http:\/\/\S+)\n/.exec(log);
      if (ready) {
        clearTimeout(timer);
        done({ child, issuer: ready[1] });
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('exit', (code) => fail(new Error(`the identity provider exited with ${code}:\n${log}`)));
  });
}

/**
 * The provider and this spec's server, started once per worker. A worker fixture has its own
 * start-up limit: starting two processes is set-up, not the test.
 */
const test = base.extend<object, { sso: { base: string } }>({
  sso: [
    async ({}, use) => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const started = await startProvider({
        TEST_PROVIDER: JSON.stringify({
          clientId: 'beree-e2e',
          clientSecret: 'beree-e2e-secret',
          redirectUris: [`${origin}/login`],
          accounts: [{ sub: 'e2e-alice', preferred_username: 'alice', name: 'Alice Zhang', email: 'alice@idp.test' }],
        }),
      });
      const providers = { corp: { name: '企业统一认证', issuer: started.issuer, clientId: 'beree-e2e', clientSecret: 'beree-e2e-secret' } };
      let server: ServerProcess | undefined;
      try {
        server = await startE2eServer({ port, env: { SOCIAL_PROVIDERS: JSON.stringify(providers) } });
        await use({ base: origin });
      } finally {
        await server?.stop();
        await stopProcess(started.child);
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Clicks the provider's button on the login page and signs in at the provider as `account`. */
async function signInWithProvider(page: Page, base: string, account: string) {
  await page.goto(`${base}/login`);
  // The browser leaves the plain login page for the provider, which asks who signs in or,
  // remembering someone who did before, sends it straight back with a code.
  const left = page.waitForURL((url) => url.origin !== base || url.search !== '');
  await page.getByRole('button', { name: /企业统一认证/ }).click();
  await left;
  if (new URL(page.url()).origin === base) return;
  await page.getByLabel('Account').fill(account);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${base}/**`);
}

test('an unbound third-party identity binds to an existing account, then signs straight in', async ({ page, sso: { base } }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), 'beree-tour:100001:admin');

  // First sign-in through the provider: nobody is bound to alice yet, so the bind dialog opens.
  await signInWithProvider(page, base, 'alice');
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
  await signInWithProvider(page, base, 'alice');
  await page.waitForURL('**/wel/index');
  await expect(page.getByText('您好')).toBeVisible();
  await expect(page.getByText('周敏').first()).toBeVisible();
});
