import { useCallback, useMemo } from 'react';
import { ApiOutlined, CheckOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type R } from '@beree/contracts';
import { CrudPage, useCommand, useConfirm, type CrudRecord, type RowAction } from '@/components/crud';
import { request } from '@/shared/request';
import { OSS_API, ossConfig } from './config';

/**
 * 对象存储 (/resource/oss): the table, with 启用 on every store not enabled and 测试连接 on each.
 * The test's outcome is the server's message: a success toast naming the store, or the failure
 * (what could not be done, and the store's own words) toasted by the request client.
 */
export default function OssPage() {
  const { t } = useTranslation('oss');
  const { message } = App.useApp();
  const command = useCommand(OSS_API);
  const confirm = useConfirm();
  const run = command.mutateAsync;
  const enable = useCallback(
    (record: CrudRecord) => confirm(t('enableConfirm', { code: record.ossCode }), () => run({ url: `${OSS_API}/enable`, params: { id: record.id } })),
    [confirm, run, t],
  );
  const test = useCallback(
    (record: CrudRecord) => {
      const key = `oss-test-${record.id}`;
      void message.loading({ key, content: t('testing', { code: record.ossCode }), duration: 0 });
      request.post<R>(`${OSS_API}/test`, null, { params: { id: record.id } }).then(
        (answer) => void message.success({ key, content: t('testPassed', { code: record.ossCode, msg: answer.msg }) }),
        () => message.destroy(key),
      );
    },
    [message, t],
  );
  const rowActions = useMemo<RowAction[]>(
    () => [
      { key: 'enable', label: 'oss:enable', permission: PERMISSIONS.oss.enable, icon: <CheckOutlined />, visible: (r) => Number(r.status) !== 2, onClick: enable },
      { key: 'test', label: 'oss:test', permission: PERMISSIONS.oss.test, icon: <ApiOutlined />, onClick: test },
    ],
    [enable, test],
  );
  return <CrudPage config={ossConfig} rowActions={rowActions} />;
}
