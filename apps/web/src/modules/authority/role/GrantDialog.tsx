import { useMemo, useState } from 'react';
import { App, Empty, Modal, Spin, Tabs, Tree, type TreeDataNode } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useContractMessage } from '@/components/crud/use-lang';
import { GRANT_KINDS, grantRoles, leafIds, useGrantTree, useRoleTreeKeys, type GrantKind, type GrantNode } from './grant-api';

interface Checked {
  checked: string[];
  halfChecked: string[];
}

/** The grant nodes as antd's tree takes them. */
const toTreeData = (nodes: GrantNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.title, children: n.children?.length ? toTreeData(n.children) : undefined }));

/** Every id of a forest. */
const allIds = (nodes: GrantNode[]): string[] => nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);

/**
 * 权限设置: the menus, data scopes and API scopes of the chosen roles, each a checkable tree.
 * A tree shows a parent checked when all below it is, so it is filled from the granted leaves only.
 * Menus are saved with their partly checked parents (a page needs its menu group); scope trees
 * group the scopes under menus, so only their leaves, the scopes, are saved.
 */
export function GrantDialog({ roleIds, onClose }: { roleIds: string[]; onClose: () => void }) {
  const { t } = useTranslation('role');
  const say = useContractMessage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const trees = useGrantTree();
  const keys = useRoleTreeKeys(roleIds);
  const [edits, setEdits] = useState<Partial<Record<GrantKind, Checked>>>({});

  const ready = trees.data && keys.data;
  const shape = useMemo(() => {
    if (!trees.data) return undefined;
    const of = (kind: GrantKind) => ({ leaves: leafIds(trees.data[kind]), known: new Set(allIds(trees.data[kind])), data: toTreeData(trees.data[kind]) });
    return { menu: of('menu'), dataScope: of('dataScope'), apiScope: of('apiScope') };
  }, [trees.data]);

  const checkedOf = (kind: GrantKind): string[] => edits[kind]?.checked ?? (keys.data?.[kind] ?? []).filter((id) => shape?.[kind].leaves.has(id));

  /** What a tree grants: untouched, what the roles held (of what may still be granted). */
  const saved = (kind: GrantKind): string[] => {
    const known = shape![kind];
    const edit = edits[kind];
    if (kind === 'menu') return edit ? [...edit.checked, ...edit.halfChecked] : (keys.data!.menu ?? []).filter((id) => known.known.has(id));
    return (edit?.checked ?? keys.data![kind] ?? []).filter((id) => known.leaves.has(id));
  };

  const grant = useMutation({
    mutationFn: () => grantRoles({ roleIds, menuIds: saved('menu'), dataScopeIds: saved('dataScope'), apiScopeIds: saved('apiScope') }),
    onSuccess: async () => {
      message.success(say('toast.done'));
      await queryClient.invalidateQueries({ queryKey: ['role-grant'] });
      onClose();
    },
  });

  const tab = (kind: GrantKind) => ({
    key: kind,
    label: t(`grant.${kind}`),
    children: trees.data![kind].length ? (
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={shape![kind].data}
        checkedKeys={checkedOf(kind)}
        onCheck={(checked, info) =>
          setEdits((all) => ({ ...all, [kind]: { checked: (checked as string[]).map(String), halfChecked: (info.halfCheckedKeys ?? []).map(String) } }))
        }
      />
    ) : (
      <Empty description={t('grant.empty')} />
    ),
  });

  return (
    <Modal
      open
      title={t('grant.title')}
      width={640}
      okText={t('crud:ok')}
      cancelText={t('crud:cancel')}
      okButtonProps={{ disabled: !ready, loading: grant.isPending }}
      // The request client toasts a refusal; the dialog stays so the choice is not lost.
      onOk={() => grant.mutate()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {ready ? <Tabs items={GRANT_KINDS.map(tab)} /> : <Spin spinning={trees.isPending || keys.isPending} />}
    </Modal>
  );
}
