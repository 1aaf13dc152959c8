import { CrudPage } from '@/components/crud';
import { paramConfig } from './config';

/** The system parameter page (/system/param). */
export default function ParamPage() {
  return <CrudPage config={paramConfig} />;
}
