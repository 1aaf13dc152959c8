import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a catalogue button shows on nodes that list none of their own. */
export function DisplayTag({ shown }: { shown: boolean }) {
  const { t } = useTranslation('flowForm');
  return shown ? <Tag color="green">{t('button.shown')}</Tag> : <Tag>{t('button.hidden')}</Tag>;
}
