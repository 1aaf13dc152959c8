import { useState } from 'react';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE } from '@beree/contracts';
import { RemoteSelect } from '@/components/pickers/RemoteSelect';
import { RemoteTreeSelect } from '@/components/pickers/RemoteTreeSelect';
import { UserSelect } from '@/components/pickers/UserSelect';
import { readGroups, writeGroups, isExpression, type GroupKind } from './candidates';
import { CommitInput } from './CommitInput';
import type { DiagramEditor, Shape } from './editor';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Who handles a user task: the assignee (a user or an expression), candidates, multi-instance. */
export function UserTaskFields({ editor, element }: { editor: DiagramEditor; element: Shape }) {
  const { t } = useTranslation('flow');
  const bo = element.businessObject;
  const assignee = text(bo.get('flowable:assignee'));
  const [byExpression, setByExpression] = useState(isExpression(assignee));
  const groups = readGroups(bo.get('flowable:candidateGroups'));
  const setGroup = (kind: GroupKind, ids: unknown) => {
    const next = { ...groups, [kind]: text(ids).split(',').filter(Boolean) };
    editor.set(element, { 'flowable:candidateGroups': writeGroups(next) });
  };
  const loop = bo.loopCharacteristics;
  const mode = loop ? (loop.isSequential ? 'sequential' : 'parallel') : 'none';

  return (
    <>
      <Form.Item label={t('designer.assignee')}>
        <Radio.Group
          size="small"
          value={byExpression ? 'expression' : 'user'}
          onChange={(e) => setByExpression(e.target.value === 'expression')}
          options={[
            { value: 'user', label: t('designer.assigneeUser') },
            { value: 'expression', label: t('designer.assigneeExpression') },
          ]}
          style={{ marginBottom: 8 }}
        />
        {byExpression ? (
          <CommitInput aria-label={t('designer.assigneeExpression')} value={assignee} placeholder="${applyUser}" onCommit={(v) => editor.set(element, { 'flowable:assignee': v.trim() })} />
        ) : (
          <RemoteSelect
            aria-label={t('designer.assigneeUser')}
            url="/blade-user/search/user"
            params={{ size: MAX_PAGE_SIZE }}
            labelKey="realName"
            placeholder={t('designer.chooseUser')}
            value={isExpression(assignee) ? undefined : assignee}
            onChange={(v) => editor.set(element, { 'flowable:assignee': text(v) })}
          />
        )}
      </Form.Item>
      <Form.Item label={t('designer.candidateUsers')}>
        <UserSelect placeholder={t('designer.chooseUsers')} value={text(bo.get('flowable:candidateUsers'))} onChange={(v) => editor.set(element, { 'flowable:candidateUsers': text(v) })} />
      </Form.Item>
      <Form.Item label={t('designer.candidateRoles')}>
        <RemoteTreeSelect url="/blade-system/role/tree" multiple placeholder={t('designer.chooseRoles')} value={groups.role.join(',')} onChange={(v) => setGroup('role', v)} />
      </Form.Item>
      <Form.Item label={t('designer.candidateDepts')}>
        <RemoteTreeSelect url="/blade-system/dept/tree" multiple placeholder={t('designer.chooseDepts')} value={groups.dept.join(',')} onChange={(v) => setGroup('dept', v)} />
      </Form.Item>
      <Form.Item label={t('designer.candidatePosts')}>
        <RemoteSelect url="/blade-system/post/select" labelKey="postName" multiple placeholder={t('designer.choosePosts')} value={groups.post.join(',')} onChange={(v) => setGroup('post', v)} />
      </Form.Item>
      <Form.Item label={t('designer.multiInstance')}>
        <Select
          aria-label={t('designer.multiInstance')}
          value={mode}
          onChange={(v: 'none' | 'sequential' | 'parallel') => editor.setMultiInstance(element, v)}
          options={[
            { value: 'none', label: t('designer.miNone') },
            { value: 'sequential', label: t('designer.miSequential') },
            { value: 'parallel', label: t('designer.miParallel') },
          ]}
        />
      </Form.Item>
      {loop && (
        <>
          <Form.Item label={t('designer.collection')} extra={t('designer.collectionHelp')}>
            <CommitInput aria-label={t('designer.collection')} value={text(loop.get('flowable:collection'))} placeholder="${approvers}" onCommit={(v) => editor.setLoop(element, { collection: v })} />
          </Form.Item>
          <Form.Item label={t('designer.elementVariable')}>
            <CommitInput aria-label={t('designer.elementVariable')} value={text(loop.get('flowable:elementVariable'))} placeholder="approver" onCommit={(v) => editor.setLoop(element, { elementVariable: v })} />
          </Form.Item>
          <Form.Item label={t('designer.completionCondition')}>
            <CommitInput
              aria-label={t('designer.completionCondition')}
              value={text(loop.completionCondition?.body)}
              placeholder="${nrOfCompletedInstances / nrOfInstances >= 0.5}"
              onCommit={(v) => editor.setLoop(element, { completionCondition: v })}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
