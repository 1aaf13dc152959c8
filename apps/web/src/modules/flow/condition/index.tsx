import { CrudPage } from '@/components/crud';
import { conditionConfig } from './config';

/** 流程表达式 (/flow/condition): conditions like ${days > 3} kept for the designer's sequence flows. */
export default function ConditionPage() {
  return <CrudPage config={conditionConfig} />;
}
