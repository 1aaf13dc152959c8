import { CrudPage } from '@/components/crud';
import { buttonConfig } from './config';

/** 流程按钮 (/flow/button): the handling buttons of the tenant's processes, their names and whether nodes show them. */
export default function ButtonPage() {
  return <CrudPage config={buttonConfig} />;
}
