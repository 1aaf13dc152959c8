import { useTranslation } from 'react-i18next';
import { CrudPage } from '@/components/crud';
import { templateConfig } from './config';

/** The message template page (/message/template). */
export default function TemplatePage() {
  useTranslation('messageCentre');
  return <CrudPage config={templateConfig} />;
}
