import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toastSuccess } from '@/shared/feedback/feedback';
import type { SwitchPair } from '@/features/auth/auth-api';
import { SwitchDialog } from './SwitchDialog';
import { switchDeptRole } from './switch-session';
import { useSwitchOptions } from './use-switch-options';

/** The user menu's 切换部门/角色 dialog: switches, shows 操作成功! and starts again at the home page. */
export function SwitchMenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('switch');
  const navigate = useNavigate();
  const options = useSwitchOptions();

  const submit = async (pair: SwitchPair) => {
    await switchDeptRole(pair);
    onClose();
    toastSuccess(t('messages:toast.done'));
    void navigate('/wel/index');
  };

  return <SwitchDialog open={open} options={options.data} title={t('title')} onSubmit={submit} onCancel={onClose} />;
}
