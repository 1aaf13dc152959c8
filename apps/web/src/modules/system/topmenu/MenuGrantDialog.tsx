import { useState, type Key } from 'react';
import { Button, Modal, Spin, Tree } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getData, useCommand } from '@/components/crud';
import type { PickerNode } from '@/components/pickers/use-remote';

const API = '/blade-system/topmenu';

/** Checked keys as antd reports them: a plain list, or `{checked, halfChecked}` in strict mode. */
const fullyChecked = (keys: Key[] | { checked: Key[] }) => (Array.isArray(keys) ? keys : keys.checked).map(String);

/**
 * 菜单配置: the menus the chosen top menus show, checked in the tree of menus the tenant may
 * grant. Only fully checked menus are sent; the server adds the folders above them when it builds
 * the routes, and a checked parent loaded back checks its children again.
 */
export function MenuGrantDialog({ topMenuIds, onClose }: { topMenuIds: string[]; onClose: () => void }) {
  const { t } = useTranslation('topMenu');
  const tree = useQuery({ queryKey: ['topmenu', 'grant-top-tree'], queryFn: () => getData<PickerNode[]>('/blade-system/menu/grant-top-tree'), gcTime: 0 });
  const keys = useQuery({
    queryKey: ['topmenu', 'top-tree-keys', topMenuIds],
    queryFn: () => getData<{ menu: string[] }>('/blade-system/menu/top-tree-keys', { topMenuIds: topMenuIds.join(',') }),
    gcTime: 0,
  });
  const [checked, setChecked] = useState<string[] | null>(null);
  const grant = useCommand(API);
  const loading = tree.isPending || keys.isPending;
  const shown = checked ?? keys.data?.menu ?? [];

  const save = async () => {
    try {
      await grant.mutateAsync({ url: `${API}/grant`, body: { topMenuIds, menuIds: shown } });
      onClose();
    } catch {
      // Toasted by the request client; the dialog stays open.
    }
  };

  return (
    <Modal
      open
      title={t('grant')}
      width={480}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>{t('crud:cancel')}</Button>,
        <Button key="ok" type="primary" loading={grant.isPending} disabled={loading} onClick={save}>
          {t('crud:ok')}
        </Button>,
      ]}
    >
      {loading ? (
        <Spin />
      ) : (
        <Tree
          checkable
          defaultExpandAll
          selectable={false}
          treeData={tree.data}
          fieldNames={{ title: 'title', key: 'id', children: 'children' }}
          checkedKeys={shown}
          onCheck={(next) => setChecked(fullyChecked(next))}
          style={{ maxHeight: 480, overflow: 'auto' }}
        />
      )}
    </Modal>
  );
}
