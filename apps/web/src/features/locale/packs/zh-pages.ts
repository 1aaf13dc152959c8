import type { ResourceLanguage } from 'i18next';
import messages from 'virtual:contract-messages/zh';
import { byLanguage } from '../resources';
import type { LanguagePack } from './pack';

// Every namespace but the boot ones (../resources.ts) and the shell's (./zh.ts), and the
// contracts' messages, which only the pages and dialogs read.
const files = import.meta.glob<ResourceLanguage>(
  [
    '../../../locales/zh/*.json',
    '!../../../locales/zh/{common,auth,errors,request,route}.json',
    '!../../../locales/zh/{layout,menu,topMenu,wel,tabs,search,notice,realtime,theme,switch,lock,errorLog,tour}.json',
  ],
  { eager: true, import: 'default' },
);

export const namespaces = { ...byLanguage(files)['zh'], messages } as LanguagePack['namespaces'];
