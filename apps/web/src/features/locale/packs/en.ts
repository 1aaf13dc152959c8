import antd from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import type { ResourceLanguage } from 'i18next';
import messages from 'virtual:contract-messages/en';
import { languagePack } from './pack';

// The boot namespaces (../resources.ts) are left out: the entry has them already.
const files = import.meta.glob<ResourceLanguage>(
  ['../../../locales/en/*.json', '!../../../locales/en/{common,auth,errors,request,route}.json'],
  { eager: true, import: 'default' },
);

export const pack = languagePack('en', files, messages, { antd, applyDates: () => dayjs.locale('en') });
