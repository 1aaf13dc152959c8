import { useCallback } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from './use-lang';

/**
 * The delete conversation shared by row and batch delete: warn when nothing is chosen, otherwise
 * ask 确定将选择数据删除? and remove on confirmation.
 */
export function useDeleteFlow(remove: (ids: string[]) => Promise<unknown>) {
  const { modal, message } = App.useApp();
  const { t } = useTranslation('crud');
  const say = useContractMessage();

  return useCallback(
    (ids: string[]) => {
      if (ids.length === 0) {
        message.warning(say('batch.selectOne'));
        return;
      }
      modal.confirm({
        title: t('confirmTitle'),
        content: say('delete.confirm'),
        okText: t('ok'),
        cancelText: t('cancel'),
        okButtonProps: { danger: true },
        // The request client already toasts a failure; the dialog just closes.
        onOk: () => remove(ids).catch(() => undefined),
      });
    },
    [modal, message, t, say, remove],
  );
}
