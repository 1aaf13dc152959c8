import { CrudPage } from '@/components/crud';
import { pushEndpointConfig } from './config';

/** The push endpoint page (/scm/push-endpoint, hospitals). */
export default function PushEndpointPage() {
  return <CrudPage config={pushEndpointConfig} />;
}
