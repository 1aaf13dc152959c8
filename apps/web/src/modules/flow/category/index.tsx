import { CrudPage } from '@/components/crud';
import { categoryConfig } from './config';

/** 流程分类 (/flow/category): the tree the models, deployments and the start list are filed under. */
export default function CategoryPage() {
  return <CrudPage config={categoryConfig} />;
}
