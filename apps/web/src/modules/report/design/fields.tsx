import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLATFORM_TENANT_ID } from '@beree/contracts';
import type { WidgetProps } from '@/components/crud';
import { useSessionStore } from '@/features/auth/session-store';
import { ChartField } from './ChartField';
import { ColumnsField } from './ColumnsField';
import { ParamsField } from './ParamsField';
import { SqlField } from './SqlField';

/** Whose report a row is: the platform's shared one, or the tenant's own. */
function OwnerTag({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('report');
  const mine = tenantId === useSessionStore((s) => s.tenantId);
  if (tenantId === PLATFORM_TENANT_ID && !mine) return <Tag color="blue">{t('shared')}</Tag>;
  return <Tag>{t('own')}</Tag>;
}

export const renderTenant = (value: unknown) => <OwnerTag tenantId={String(value ?? '')} />;
export const renderSql = (props: WidgetProps) => <SqlField {...props} />;
export const renderParams = (props: WidgetProps) => <ParamsField {...props} />;
export const renderColumns = (props: WidgetProps) => <ColumnsField {...props} />;
export const renderChart = (props: WidgetProps) => <ChartField {...props} />;
