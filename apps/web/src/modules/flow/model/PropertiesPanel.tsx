import { Alert, App, Checkbox, Divider, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ID_RE } from './candidates';
import { ButtonsField } from './ButtonsField';
import { CommitInput } from './CommitInput';
import { CopyUsersField } from './CopyUsersField';
import { timerOf, type DiagramEditor, type Shape } from './editor';
import { FormField } from './FormField';
import { RollbackField } from './RollbackField';
import { SingleCandidateField } from './SingleCandidateField';
import { UserTaskFields } from './UserTaskFields';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
/** Sources whose outgoing flows may carry conditions and a default. */
const BRANCHING = new Set(['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway', 'bpmn:UserTask', 'bpmn:Task', 'bpmn:ServiceTask', 'bpmn:SubProcess']);

interface PanelProps {
  editor: DiagramEditor;
  /** The selected element, or the process itself when nothing is selected. */
  element: Shape;
  modelKey: string;
}

/** The properties of the selected element, written into the diagram as the engine reads them. */
export function PropertiesPanel({ editor, element, modelKey }: PanelProps) {
  const { t } = useTranslation('flow');
  const { message } = App.useApp();
  const bo = element.businessObject;
  const type = bo.$type.replace('bpmn:', '');
  const isProcess = bo.$type === 'bpmn:Process';
  const timer = timerOf(element);
  const source = element.source?.businessObject;

  const rename = (id: string) => {
    const next = id.trim();
    if (!ID_RE.test(next)) return void message.error(t('designer.idInvalid'));
    if (next !== bo.id && editor.shape(next)) return void message.error(t('designer.idTaken', { id: next }));
    editor.set(element, { id: next });
  };

  return (
    <Form layout="vertical" size="small" data-testid="properties-panel">
      <Typography.Title level={5} style={{ marginTop: 0 }}>{t(`designer.types.${type}`, { defaultValue: type })}</Typography.Title>
      <Form.Item label={isProcess ? t('designer.processId') : t('designer.id')}>
        <CommitInput aria-label={t('designer.id')} value={bo.id} onCommit={rename} />
      </Form.Item>
      {isProcess && bo.id !== modelKey && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('designer.keyMismatch', { key: modelKey })} />}
      <Form.Item label={t('designer.name')}>
        <CommitInput aria-label={t('designer.name')} value={text(bo.name)} onCommit={(v) => editor.set(element, { name: v })} />
      </Form.Item>
      {isProcess && (
        <>
          <RollbackField editor={editor} element={element} />
          <SingleCandidateField editor={editor} element={element} />
        </>
      )}
      {bo.$type === 'bpmn:UserTask' && (
        <>
          <UserTaskFields key={bo.id} editor={editor} element={element} />
          <Divider plain titlePlacement="start">
            {t('designer.handling')}
          </Divider>
          <ButtonsField editor={editor} element={element} />
          <RollbackField editor={editor} element={element} />
          <CopyUsersField editor={editor} element={element} />
          <Divider plain titlePlacement="start">
            {t('designer.formSection')}
          </Divider>
          <FormField editor={editor} element={element} />
        </>
      )}
      {bo.$type === 'bpmn:SequenceFlow' && source && BRANCHING.has(source.$type) && (
        <>
          <Form.Item label={t('designer.condition')} extra={t('designer.conditionHelp')}>
            <CommitInput aria-label={t('designer.condition')} multiline value={text(bo.conditionExpression?.body)} placeholder="${days > 3}" onCommit={(v) => editor.setCondition(element, v)} />
          </Form.Item>
          <Form.Item>
            <Checkbox checked={source.default === bo} onChange={(e) => editor.setDefault(element, e.target.checked)}>
              {t('designer.defaultFlow')}
            </Checkbox>
          </Form.Item>
        </>
      )}
      {timer && (
        <Form.Item label={t('designer.timer')} extra={t('designer.timerHelp')}>
          <CommitInput aria-label={t('designer.timer')} value={text(timer.timeDuration?.body)} placeholder="PT1H" onCommit={(v) => editor.setTimer(element, v)} />
        </Form.Item>
      )}
    </Form>
  );
}
