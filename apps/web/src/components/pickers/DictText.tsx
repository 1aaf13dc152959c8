import { useDictionary } from './use-dictionary';

/** The label of a dictionary key, for table cells and read-only views. */
export function DictText({ code, value }: { code: string; value: unknown }) {
  const { label } = useDictionary(code);
  return <>{label(value)}</>;
}
