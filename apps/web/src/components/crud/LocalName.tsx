import { useLang } from './use-lang';

/** A name kept in two languages (menus, dictionary entries): the English one in English when there is one. */
export function LocalName({ zh, en }: { zh: unknown; en: unknown }) {
  const lang = useLang();
  return <>{lang === 'en' && typeof en === 'string' && en ? en : String(zh ?? '')}</>;
}

/** A table cell showing the record's name in the current language, from its Chinese and English columns. */
export const localNameCell = (enColumn: string) => (value: unknown, record: Record<string, unknown>) => <LocalName zh={value} en={record[enColumn]} />;
