import { CrudPage } from '@/components/crud';
import { postConfig } from './config';

/** The post page (/system/post). */
export default function PostPage() {
  return <CrudPage config={postConfig} />;
}
