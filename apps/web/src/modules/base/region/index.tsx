import { CrudPage } from '@/components/crud';
import { regionConfig } from './config';

/** The administrative division page (/base/region), the platform's. */
export default function RegionPage() {
  return <CrudPage config={regionConfig} />;
}
