import antd from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ResourceLanguage } from 'i18next';
import messages from 'virtual:contract-messages/zh';
import { languagePack } from './pack';

// The namespaces the shell reads (the layout, /wel/index, the top bar's parts); the pages' ones
// are ./zh-pages.ts, loaded after the shell shows. A test keeps the two lists complete and apart.
const files = import.meta.glob<ResourceLanguage>('../../../locales/zh/{layout,menu,topMenu,wel,tabs,search,notice,realtime,theme,switch,lock,errorLog,tour}.json', {
  eager: true,
  import: 'default',
});

export const pack = languagePack('zh', files, messages, { antd, applyDates: () => dayjs.locale('zh-cn') });
