import { DictScreen } from './DictScreen';

/** /dict-vertical/index: dictionaries above their entries, business dictionaries first. */
export default function DictVerticalPage() {
  return <DictScreen layout="vertical" preferred="business" />;
}
