import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Marks a red-letter (corrective) invoice. */
export function RedLetterTag() {
  const { t } = useTranslation('invoice');
  return <Tag color="red">{t('redLetter')}</Tag>;
}
