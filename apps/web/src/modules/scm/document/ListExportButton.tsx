import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/crud/ExportButton';
import type { Filters } from '@/components/crud/types';
import { usePermission } from '@/features/auth/permission';

interface ListExportButtonProps {
  api: string;
  /** The list's current search: the file holds what the table lists. */
  filters: Filters;
  /** The button's permission code; nothing is shown without it. */
  permission: string;
  /** i18n key of the file's name, which gets the day added (采购订单-20261128.xlsx). */
  name: string;
}

/** 导出 of a document list as .xlsx, for who holds the button. */
export function ListExportButton({ api, filters, permission, name }: ListExportButtonProps) {
  const { t } = useTranslation();
  const can = usePermission();
  if (!can(permission)) return null;
  return <ExportButton api={api} filters={filters} fileName={`${t(name)}-${dayjs().format('YYYYMMDD')}.xlsx`} />;
}
