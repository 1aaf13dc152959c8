import { CrudPage } from '@/components/crud';
import { deptConfig } from './config';

/** The department page (/system/dept). */
export default function DeptPage() {
  return <CrudPage config={deptConfig} />;
}
