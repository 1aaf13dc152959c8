import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@/components/crud';

/** 带量采购: whether the item is a volume-based procurement one. */
export function VbpSwitch({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation('catalog');
  return <Switch id={id} checked={value === true} disabled={disabled} onChange={(checked) => onChange?.(checked)} checkedChildren={t('yes')} unCheckedChildren={t('no')} />;
}
