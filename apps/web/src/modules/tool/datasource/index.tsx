import { useCallback, useMemo } from 'react';
import { ApiOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import { CrudPage, postCommand, type CrudRecord, type RowAction } from '@/components/crud';
import { DATASOURCE_API, datasourceConfig } from './config';

/**
 * 数据源管理 (/tool/datasource, platform administrators): the sources, the product's own database
 * first, and 测试连接 on each — the server's version on success; a failure (unreachable, sign-in
 * refused, another database) is toasted by the request client in the server's words.
 */
export default function DatasourcePage() {
  const { t } = useTranslation('datasource');
  const { message } = App.useApp();
  const test = useCallback(
    (record: CrudRecord) => {
      const key = `datasource-test-${record.id}`;
      void message.loading({ key, content: t('testing', { name: record.name }), duration: 0 });
      postCommand<{ version: string }>(`${DATASOURCE_API}/test`, undefined, { id: record.id }).then(
        (answer) => void message.success({ key, content: t('testPassed', { name: record.name, version: answer.version }), duration: 6 }),
        () => message.destroy(key),
      );
    },
    [message, t],
  );
  const rowActions = useMemo<RowAction[]>(() => [{ key: 'test', label: 'datasource:test', permission: PERMISSIONS.datasource.test, icon: <ApiOutlined />, onClick: test }], [test]);
  return <CrudPage config={datasourceConfig} rowActions={rowActions} />;
}
