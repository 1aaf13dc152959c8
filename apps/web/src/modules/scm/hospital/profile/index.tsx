import { useState } from 'react';
import { Card, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProfileForm } from './ProfileForm';
import { SettingsForm } from './SettingsForm';

type Part = 'profile' | 'settings';

/**
 * 医院信息 (/scm/hospital/profile): the hospital's profile and its settings, one view each. A
 * segmented switch rather than tabs, so the page's views never read as the shell's page tabs.
 */
export default function HospitalProfilePage() {
  const { t } = useTranslation('hospital');
  const [part, setPart] = useState<Part>('profile');
  return (
    <Card>
      <Segmented<Part>
        value={part}
        onChange={setPart}
        options={[
          { value: 'profile', label: t('tab.profile') },
          { value: 'settings', label: t('tab.settings') },
        ]}
        style={{ marginBottom: 24 }}
      />
      {part === 'profile' ? <ProfileForm /> : <SettingsForm />}
    </Card>
  );
}
