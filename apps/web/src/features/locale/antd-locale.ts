import type { Lang } from '@beree/contracts';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';

export const ANTD_LOCALES: Record<Lang, NonNullable<ConfigProviderProps['locale']>> = { zh: zhCN, en: enUS };
