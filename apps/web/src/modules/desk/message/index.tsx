import { useCallback, useMemo, useState } from 'react';
import { App, Button, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@beree/contracts';
import {
  BatchBar,
  crudKeys,
  CrudTable,
  SearchForm,
  useCommand,
  useContractMessage,
  useCrudList,
  useCrudMutations,
  useDeleteFlow,
  type CrudRecord,
} from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { FeedDetailDialog } from '@/features/notice/FeedDetailDialog';
import { refreshBell } from '@/features/notice/notice-store';
import { MESSAGE_API, messageColumns } from './config';
import { SendMessageDialog } from './SendMessageDialog';

/** 我的消息 (/desk/message): the user's own messages; reading marks them read; 发送消息 writes to colleagues. */
export default function MessagePage() {
  const { t } = useTranslation('message');
  const { message } = App.useApp();
  const say = useContractMessage();
  const can = usePermission();
  const queryClient = useQueryClient();
  const list = useCrudList(MESSAGE_API, { path: 'page' });
  const { remove } = useCrudMutations(MESSAGE_API);
  const markRead = useCommand(MESSAGE_API);
  const [selectedKeys, setSelectedKeys] = useState<string[]>([]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const allowed = useMemo(() => ({ view: can(PERMISSIONS.message.view), edit: false, delete: can(PERMISSIONS.message.delete) }), [can]);

  const removeMany = remove.mutateAsync;
  const confirmDelete = useDeleteFlow(
    useCallback(
      async (ids: string[]) => {
        await removeMany(ids);
        setSelectedKeys((keys) => keys.filter((key) => !ids.includes(key)));
        refreshBell('message');
      },
      [removeMany],
    ),
  );

  const readSelected = async () => {
    if (selectedKeys.length === 0) {
      message.warning(say('batch.selectOne'));
      return;
    }
    try {
      await markRead.mutateAsync({ url: `${MESSAGE_API}/read`, params: { ids: selectedKeys.join(',') } });
      setSelectedKeys([]);
      refreshBell('message');
    } catch {
      // The request client has toasted the failure.
    }
  };

  const onView = useCallback((record: CrudRecord) => setViewing(String(record.id)), []);
  const onDelete = useCallback((record: CrudRecord) => confirmDelete([String(record.id)]), [confirmDelete]);
  // Viewing marked the message read: show it as read here and in the bell.
  const closeView = () => {
    setViewing(null);
    void queryClient.invalidateQueries({ queryKey: crudKeys.all(MESSAGE_API) });
    refreshBell('message');
  };

  return (
    <Flex vertical gap="middle">
      <SearchForm columns={messageColumns} onSearch={list.search} />
      <BatchBar
        canAdd={false}
        canDelete={allowed.delete}
        onAdd={() => undefined}
        onBatchDelete={() => confirmDelete(selectedKeys)}
        extra={
          <>
            <Button icon={<CheckOutlined />} loading={markRead.isPending} onClick={readSelected}>
              {t('markRead')}
            </Button>
            {can(PERMISSIONS.message.send) && (
              <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>
                {t('send')}
              </Button>
            )}
          </>
        }
      />
      <CrudTable
        columns={messageColumns}
        rowKey="id"
        records={list.records}
        total={list.total}
        current={list.current}
        size={list.size}
        loading={list.loading}
        allowed={allowed}
        selectable
        selectedKeys={selectedKeys}
        onSelect={setSelectedKeys}
        onPageChange={list.changePage}
        onView={onView}
        onEdit={() => undefined}
        onDelete={onDelete}
      />
      {viewing && <FeedDetailDialog kind="message" id={viewing} onClose={closeView} />}
      {sending && <SendMessageDialog onClose={() => setSending(false)} />}
    </Flex>
  );
}
