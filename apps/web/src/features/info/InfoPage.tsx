import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { InfoForm } from './InfoForm';
import { PasswordForm } from './PasswordForm';

/** Personal info (spec §2): the user's own details, and changing the password. */
export default function InfoPage() {
  const { t } = useTranslation('info');
  return (
    <Card data-testid="info-page">
      <Tabs
        items={[
          { key: 'info', label: t('tabInfo'), children: <InfoForm /> },
          { key: 'password', label: t('tabPassword'), children: <PasswordForm /> },
        ]}
      />
    </Card>
  );
}
