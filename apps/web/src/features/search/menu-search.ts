import type { MenuEntry } from '@/features/menu/menu-types';

export interface MenuMatch {
  entry: MenuEntry;
  /** The name shown, in the current language. */
  label: string;
  /** The shown names of its folders, outermost first. */
  trail: string[];
}

const starts = (name: string, text: string) => name.toLocaleLowerCase().startsWith(text);

/**
 * The pages of a menu tree whose name starts with the text, ignoring case (spec §2): leaf entries
 * with a path, in menu order. The shown name counts, and the stored one too, so a Chinese name
 * is found from an English screen. Empty text lists every page.
 */
export function searchMenus(entries: MenuEntry[], text: string, labelOf: (entry: MenuEntry) => string): MenuMatch[] {
  const wanted = text.trim().toLocaleLowerCase();
  const out: MenuMatch[] = [];
  const visit = (list: MenuEntry[], trail: string[]) => {
    for (const entry of list) {
      const label = labelOf(entry);
      if (entry.children?.length) visit(entry.children, [...trail, label]);
      else if (entry.path && (starts(label, wanted) || starts(entry.name, wanted))) out.push({ entry, label, trail });
    }
  };
  visit(entries, []);
  return out;
}
