import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@/components/crud';

/** 默认地址: whether suppliers deliver here unless told otherwise. */
export function DefaultSwitch({ value, onChange, disabled, id }: WidgetProps) {
  const { t } = useTranslation('hospital');
  return <Switch id={id} checked={value === true} disabled={disabled} onChange={(checked) => onChange?.(checked)} checkedChildren={t('yes')} unCheckedChildren={t('no')} />;
}
