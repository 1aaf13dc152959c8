import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './ProfileForm';
import { SettingsForm } from './SettingsForm';

/** 医院信息 (/scm/hospital/profile): the hospital's profile and its settings, one tab each. */
export default function HospitalProfilePage() {
  const { t } = useTranslation('hospital');
  return (
    <Card>
      <Tabs
        items={[
          { key: 'profile', label: t('tab.profile'), children: <ProfileForm /> },
          { key: 'settings', label: t('tab.settings'), children: <SettingsForm /> },
        ]}
      />
    </Card>
  );
}
