import { Button, Space } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from './types';

/** Which row buttons the user may see; each comes from a permission code. */
export interface RowPermissions {
  view: boolean;
  edit: boolean;
  delete: boolean;
}

export interface RowHandlers {
  onView: (record: CrudRecord) => void;
  onEdit: (record: CrudRecord) => void;
  onDelete: (record: CrudRecord) => void;
}

interface RowActionsProps extends RowHandlers {
  record: CrudRecord;
  allowed: RowPermissions;
}

/** The view / edit / delete links at the end of a row. */
export function RowActions({ record, allowed, onView, onEdit, onDelete }: RowActionsProps) {
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
    </Space>
  );
}
