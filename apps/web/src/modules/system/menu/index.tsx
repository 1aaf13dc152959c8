import { CrudPage } from '@/components/crud';
import { menuConfig } from './config';

/** The menu administration page (/system/menu), the platform's. */
export default function MenuPage() {
  return <CrudPage config={menuConfig} />;
}
