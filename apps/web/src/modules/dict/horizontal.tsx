import { DictScreen } from './DictScreen';

/** /dict-horizontal/index: dictionaries beside their entries, system dictionaries first. */
export default function DictHorizontalPage() {
  return <DictScreen layout="horizontal" preferred="system" />;
}
