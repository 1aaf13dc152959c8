import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CrudRecord, RowAction } from './types';

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
  /** Rows that may no longer be edited get no edit link. */
  editable?: (record: CrudRecord) => boolean;
  /** i18n key of the edit link; 编辑 by default. */
  editLabel?: string;
  /** Rows that may not be deleted get no delete link. */
  deletable?: (record: CrudRecord) => boolean;
  /** A page's own links the user may use, each on the rows it is visible for. */
  actions?: RowAction[];
  /** Links a page adds after the usual ones. */
  extraActions?: (record: CrudRecord) => ReactNode;
}

interface RowActionsProps extends RowHandlers {
  record: CrudRecord;
  allowed: RowPermissions;
}

/** The view / edit / delete links at the end of a row, add-child on tree pages, then the page's own. */
export function RowActions({ record, allowed, onView, onEdit, onDelete, onAddChild, canAddChild, editable, editLabel, deletable, actions, extraActions }: RowActionsProps) {
  const { t } = useTranslation('crud');
  return (
    <Space size={0}>
      {allowed.view && (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onView(record)}>
          {t('view')}
        </Button>
      )}
      {allowed.edit && (editable?.(record) ?? true) && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(record)}>
          {editLabel ? t(editLabel) : t('edit')}
        </Button>
      )}
      {allowed.delete && (deletable?.(record) ?? true) && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(record)}>
          {t('delete')}
        </Button>
      )}
      {allowed.addChild && onAddChild && (canAddChild?.(record) ?? true) && (
        <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => onAddChild(record)}>
          {t('addChild')}
        </Button>
      )}
      {actions
        ?.filter((action) => action.visible?.(record) ?? true)
        .map((action) => (
          <Button key={action.key} type="link" size="small" danger={action.danger} icon={action.icon} onClick={() => action.onClick(record)}>
            {t(action.label)}
          </Button>
        ))}
      {extraActions?.(record)}
    </Space>
  );
}
