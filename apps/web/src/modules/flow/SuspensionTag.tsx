import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 激活 / 挂起 of a definition or a running process. */
export function SuspensionTag({ suspended }: { suspended: boolean }) {
  const { t } = useTranslation('flow');
  return <Tag color={suspended ? 'warning' : 'success'}>{t(suspended ? 'state.suspended' : 'state.active')}</Tag>;
}
