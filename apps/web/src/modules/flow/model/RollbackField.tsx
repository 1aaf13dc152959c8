import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagramEditor, Shape } from './editor';

/**
 * 驳回退回节点 (flowable:rollbackNode): where a rejection sends the request back to. On a task it
 * wins over everything; on the process it is the default for tasks that name none. Empty: the
 * flows decide when they test ${pass}, else the step before.
 */
export function RollbackField({ editor, element }: { editor: DiagramEditor; element: Shape }) {
  const { t } = useTranslation('flow');
  const bo = element.businessObject;
  const isProcess = bo.$type === 'bpmn:Process';
  const options = editor
    .userTasks()
    .filter((task) => task.id !== bo.id)
    .map((task) => ({ value: task.id, label: task.name ? `${task.name} (${task.id})` : task.id }));
  const value = bo.get('flowable:rollbackNode');
  return (
    <Form.Item label={isProcess ? t('designer.rollbackDefault') : t('designer.rollbackNode')} extra={isProcess ? t('designer.rollbackDefaultHelp') : t('designer.rollbackNodeHelp')}>
      <Select
        aria-label={isProcess ? t('designer.rollbackDefault') : t('designer.rollbackNode')}
        allowClear
        placeholder={t('designer.rollbackPrevious')}
        value={typeof value === 'string' && value ? value : undefined}
        options={options}
        onChange={(next?: string) => editor.set(element, { 'flowable:rollbackNode': next ?? '' })}
      />
    </Form.Item>
  );
}
