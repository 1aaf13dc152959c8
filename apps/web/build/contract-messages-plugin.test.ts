// @vitest-environment node
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { contractMessages } from '../src/features/locale/contract-messages';
import { contractMessagesPlugin } from './contract-messages-plugin';

type Hook = (...args: unknown[]) => unknown;

async function loaded(command: 'build' | 'serve', id: string) {
  const plugin = contractMessagesPlugin();
  (plugin.configResolved as Hook)({ command } as ResolvedConfig);
  const resolved = (plugin.resolveId as Hook)(id) as string;
  return (await (plugin.load as Hook)(resolved)) as string;
}

describe('contract messages per language', () => {
  it('writes one language of the catalogue into a build, as the app computes it', async () => {
    const code = await loaded('build', 'virtual:contract-messages/en');
    const json = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as unknown;
    expect(json).toEqual(contractMessages('en'));
    expect(code).not.toContain('请输入');
  });

  it('computes them at run time on the dev server and in tests', async () => {
    expect(await loaded('serve', 'virtual:contract-messages/zh')).toMatch(/contractMessages\("zh"\)/);
  });

  it('knows two languages only', async () => {
    await expect(loaded('build', 'virtual:contract-messages/fr')).rejects.toThrow(/no language fr/);
  });
});
