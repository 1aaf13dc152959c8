import { ExtraCrudPage } from '@/components/crud-extras';
import { datasourceConfig } from './config';

/** The data source page (/tool/datasource, platform administrators). */
export default function DatasourcePage() {
  return <ExtraCrudPage config={datasourceConfig} />;
}
