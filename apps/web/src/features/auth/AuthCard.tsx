import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/locale/LanguageSwitch';

/**
 * The frame of the public sign-in and registration pages, in plain markup styled by the look's
 * tokens: antd's Card would pull in Tabs, its Typography an editable text area.
 */
export function AuthCard({ title, subtitle, children, maxWidth }: { title: string; subtitle?: string; children: ReactNode; maxWidth?: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const heading = { color: token.colorTextHeading, fontWeight: token.fontWeightStrong };
  return (
    <div className="beree-auth">
      <main className="beree-auth-card beree-panel" style={maxWidth ? { maxWidth } : undefined}>
        <div className="beree-auth-head">
          <div>
            <h3 style={{ ...heading, margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3 }}>{t('common:productShort')}</h3>
            <span style={{ color: token.colorTextSecondary }}>{subtitle ?? t('common:productTitle')}</span>
          </div>
          <LanguageSwitch />
        </div>
        <h4 style={{ ...heading, margin: '0 0 0.5em', fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}>{title}</h4>
        {children}
      </main>
    </div>
  );
}
