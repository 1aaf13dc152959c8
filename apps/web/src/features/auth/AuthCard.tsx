import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/locale/LanguageSwitch';

/** The frame of the public sign-in and registration pages (plain markup: antd's Card would pull in Tabs). */
export function AuthCard({ title, subtitle, children, maxWidth }: { title: string; subtitle?: string; children: ReactNode; maxWidth?: number }) {
  const { t } = useTranslation();
  return (
    <div className="beree-auth">
      <main className="beree-auth-card beree-panel" style={maxWidth ? { maxWidth } : undefined}>
        <div className="beree-auth-head">
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('common:productShort')}
            </Typography.Title>
            <Typography.Text type="secondary">{subtitle ?? t('common:productTitle')}</Typography.Text>
          </div>
          <LanguageSwitch />
        </div>
        <Typography.Title level={4}>{title}</Typography.Title>
        {children}
      </main>
    </div>
  );
}
