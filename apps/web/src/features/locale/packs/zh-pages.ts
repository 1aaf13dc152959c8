import type { ResourceLanguage } from 'i18next';
import { byLanguage } from '../resources';
import type { LanguagePack } from './pack';

// Every namespace but the boot ones (../resources.ts) and the shell's (./zh.ts).
const files = import.meta.glob<ResourceLanguage>(
  [
    '../../../locales/zh/*.json',
    '!../../../locales/zh/{common,auth,errors,request,route}.json',
    '!../../../locales/zh/{layout,menu,topMenu,wel,tabs,search,notice,realtime,theme,switch,lock,errorLog,tour}.json',
  ],
  { eager: true, import: 'default' },
);

export const namespaces = (byLanguage(files)['zh'] ?? {}) as LanguagePack['namespaces'];
