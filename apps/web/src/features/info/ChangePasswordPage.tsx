import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@/features/auth/AuthCard';
import { logout } from '@/features/auth/logout';
import { PasswordForm } from './PasswordForm';

/**
 * Where a user whose password someone else set (a new tenant's administrator, a user an
 * administrator added, a reset) lands after signing in: nothing else opens until they choose
 * their own. The guard sends them here and away again once it is changed.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation('info');
  return (
    <AuthCard title={t('tabPassword')}>
      <Alert type="warning" showIcon title={t('mustChange')} style={{ marginBottom: 16 }} />
      <PasswordForm vertical />
      <Button type="link" block onClick={() => void logout()}>
        {t('signOut')}
      </Button>
    </AuthCard>
  );
}
