import { Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/components/crud';
import { defaultValueConfig } from './default-values-config';

/** 表单默认值, kept beside the forms that use them; a change shows at once in the designer's pickers. */
export function DefaultValuesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('flowForm');
  const queryClient = useQueryClient();
  return (
    <Modal open width={1000} title={t('defaults.title')} footer={null} onCancel={onClose} destroyOnHidden>
      <CrudPage config={defaultValueConfig} onSaved={() => void queryClient.invalidateQueries({ queryKey: ['pickers'] })} onRemoved={() => void queryClient.invalidateQueries({ queryKey: ['pickers'] })} />
    </Modal>
  );
}
