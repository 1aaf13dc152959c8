import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

type ContractMessagesModule = typeof import('../src/features/locale/contract-messages.ts');

const PREFIX = 'virtual:contract-messages/';
const SOURCE = fileURLToPath(new URL('../src/features/locale/contract-messages.ts', import.meta.url));

/**
 * `virtual:contract-messages/<lang>`: the shared messages of @beree/contracts in one language, as
 * an i18next namespace. The contracts keep both languages side by side in one object; a build
 * writes each language's texts alone, so a language pack does not carry the other's. The dev
 * server and the tests compute them at run time with the same function (changes show at once).
 */
export function contractMessagesPlugin(): Plugin {
  let build = false;
  return {
    name: 'beree:contract-messages',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const lang = id.slice(PREFIX.length + 1);
      if (lang !== 'zh' && lang !== 'en') throw new Error(`contract messages: no language ${lang}`);
      if (!build) return `import { contractMessages } from ${JSON.stringify(SOURCE)};\nexport default contractMessages(${JSON.stringify(lang)});`;
      // The contracts are TypeScript: Vite's module runner evaluates them in Node.
      const { module } = await runnerImport<ContractMessagesModule>(SOURCE, { configFile: false, logLevel: 'error' });
      return `export default ${JSON.stringify(module.contractMessages(lang))};`;
    },
  };
}
