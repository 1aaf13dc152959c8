import antd from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ResourceLanguage } from 'i18next';
import messages from 'virtual:contract-messages/zh';
import { languagePack } from './pack';

// The boot namespaces (../resources.ts) are left out: the entry has them already.
const files = import.meta.glob<ResourceLanguage>(
  ['../../../locales/zh/*.json', '!../../../locales/zh/{common,auth,errors,request,route}.json'],
  { eager: true, import: 'default' },
);

export const pack = languagePack('zh', files, messages, { antd, applyDates: () => dayjs.locale('zh-cn') });
