import { CrudPage } from '@/components/crud';
import { datasourceConfig } from './config';

/** The data source page (/tool/datasource, platform administrators). */
export default function DatasourcePage() {
  return <CrudPage config={datasourceConfig} />;
}
