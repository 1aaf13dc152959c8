import { ExtraCrudPage } from '@/components/crud-extras';
import { clientConfig } from './config';

/** The application client page (/system/client, platform administrators). */
export default function ClientPage() {
  return <ExtraCrudPage config={clientConfig} />;
}
