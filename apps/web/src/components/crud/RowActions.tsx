import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from './types';

/** Which row buttons the user may see; each comes from a permission code. */
export interface RowPermissions {
  view: boolean;
  edit: boolean;
  delete: boolean;
  /** Tree pages: add a record under this one. */
  addChild?: boolean;
}

export interface RowHandlers {
  onView: (record: CrudRecord) => void;
  onEdit: (record: CrudRecord) => void;
  onDelete: (record: CrudRecord) => void;
  onAddChild?: (record: CrudRecord) => void;
  /** Rows of a tree that may not take children get no add-child link. */
  canAddChild?: (record: CrudRecord) => boolean;
  /** Links a page adds after the usual ones. */
  extraActions?: (record: CrudRecord) => ReactNode;
}

interface RowActionsProps extends RowHandlers {
  record: CrudRecord;
  allowed: RowPermissions;
}

/** The view / edit / delete links at the end of a row, and add-child on tree pages. */
export function RowActions({ record, allowed, onView, onEdit, onDelete, onAddChild, canAddChild, extraActions }: RowActionsProps) {
  const { t } = useTranslation('crud');
  return (
    <Space size={0}>
      {allowed.view && (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onView(record)}>
          {t('view')}
        </Button>
      )}
      {allowed.edit && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(record)}>
          {t('edit')}
        </Button>
      )}
      {allowed.delete && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(record)}>
          {t('delete')}
        </Button>
      )}
      {allowed.addChild && onAddChild && (canAddChild?.(record) ?? true) && (
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => onAddChild(record)}>
          {t('addChild')}
        </Button>
      )}
      {extraActions?.(record)}
    </Space>
  );
}
