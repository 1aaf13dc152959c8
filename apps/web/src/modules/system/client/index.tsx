import { CrudPage } from '@/components/crud';
import { clientConfig } from './config';

/** The application client page (/system/client, platform administrators). */
export default function ClientPage() {
  return <CrudPage config={clientConfig} />;
}
