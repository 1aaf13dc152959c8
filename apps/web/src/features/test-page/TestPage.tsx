import { APP_VERSION } from '@beree/contracts';
import { Button, Card, Descriptions, Pagination, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/features/auth/session-store';
import { useThemeStore } from '@/features/theme/theme-store';
import { useLayoutStore } from '@/layouts/layout-store';

/**
 * The test page (/test/index): what the shell runs with (version, language, look, screen level,
 * account) beside a few controls in the current look, for checking a deployment at a glance.
 */
export default function TestPage() {
  const { t, i18n } = useTranslation('layout');
  const user = useSessionStore((s) => s.userInfo);
  const { theme, color } = useThemeStore();
  const screen = useLayoutStore((s) => s.screen);
  return (
    <Card title={t('testPage.title')}>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'version', label: t('testPage.version'), children: APP_VERSION },
          { key: 'language', label: t('testPage.language'), children: t(`common:languages.${i18n.language}`) },
          { key: 'theme', label: t('testPage.theme'), children: `${t(`theme:names.${theme}`)} · ${color}` },
          { key: 'screen', label: t('testPage.screen'), children: screen },
          { key: 'account', label: t('testPage.account'), children: user ? `${user.tenant_id} / ${user.account}` : '--' },
        ]}
      />
      <Space wrap style={{ marginTop: 16 }}>
        <Button type="primary">{t('testPage.primary')}</Button>
        <Button>{t('testPage.default')}</Button>
        <Pagination total={50} showSizeChanger />
      </Space>
    </Card>
  );
}
