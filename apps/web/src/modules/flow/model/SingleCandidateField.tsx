import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DiagramEditor, Shape } from './editor';

/** The process attribute the engine reads; absent means off. */
const ATTRIBUTE = 'flowable:assignSingleCandidate';

/**
 * 单一候选人直接签收: on the process, a task whose candidates come down to one user goes straight
 * to that user's 待办 instead of waiting in 待签 to be claimed (Flowable's assignSingleCandidate).
 * Unchecked removes the attribute, so the default (claim first) stays the default.
 */
export function SingleCandidateField({ editor, element }: { editor: DiagramEditor; element: Shape }) {
  const { t } = useTranslation('flow');
  const checked = String(element.businessObject.get(ATTRIBUTE) ?? '').trim() === 'true';
  return (
    <Form.Item extra={t('designer.singleCandidateHelp')}>
      <Checkbox checked={checked} onChange={(e) => editor.set(element, { [ATTRIBUTE]: e.target.checked ? 'true' : '' })}>
        {t('designer.singleCandidate')}
      </Checkbox>
    </Form.Item>
  );
}
