import antd from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import type { ResourceLanguage } from 'i18next';
import { languagePack } from './pack';

// The namespaces the shell reads (the layout, /wel/index, the top bar's parts); the pages' ones and
// the contracts' messages are ./en-pages.ts, loaded after the shell shows. A test keeps the two
// lists complete and apart.
const files = import.meta.glob<ResourceLanguage>('../../../locales/en/{layout,menu,topMenu,wel,tabs,search,notice,realtime,theme,switch,lock,errorLog,tour}.json', {
  eager: true,
  import: 'default',
});

export const pack = languagePack('en', files, { antd, applyDates: () => dayjs.locale('en') });
