import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, type Page } from '@beree/contracts';
import { UserSelect } from '@/components/pickers/UserSelect';
import { splitIds } from '@/components/pickers/id-list';
import { useRemote } from '@/components/pickers/use-remote';
import { isExpression } from './candidates';
import { extensionsOf, type DiagramEditor, type Shape } from './editor';

const COPY_USER = 'flowable:CopyUser';

interface UserRow {
  id: string;
  account: string;
  realName: string | null;
}

/**
 * 抄送人: users who get the request in their 抄送 list when a task here is completed, written as
 * one `<flowable:copyUser value="ids" text="names"/>`; entries written as expressions by other
 * modelers are kept as they are.
 */
export function CopyUsersField({ editor, element }: { editor: DiagramEditor; element: Shape }) {
  const { t } = useTranslation('flow');
  const { data } = useRemote<Page<UserRow>>('/blade-user/search/user', { size: MAX_PAGE_SIZE });
  const existing = extensionsOf(element, COPY_USER);
  const expressions = existing.filter((c) => isExpression(c.get('value')));
  const ids = existing.filter((c) => !isExpression(c.get('value'))).flatMap((c) => splitIds(c.get('value')));
  const write = (value: unknown) => {
    const chosen = splitIds(value);
    const names = new Map((data?.records ?? []).map((u) => [String(u.id), u.realName || u.account]));
    const kept = expressions.map((c) => ({ value: c.get('value'), ...(c.get('text') ? { text: c.get('text') } : {}) }));
    const users = chosen.length ? [{ value: chosen.join(','), text: chosen.map((id) => names.get(id) ?? id).join(',') }] : [];
    editor.setExtensions(element, COPY_USER, [...users, ...kept]);
  };
  return (
    <Form.Item label={t('designer.copyUsers')} extra={t('designer.copyUsersHelp')}>
      <UserSelect aria-label={t('designer.copyUsers')} placeholder={t('designer.chooseCopyUsers')} value={ids.join(',')} onChange={write} />
    </Form.Item>
  );
}
