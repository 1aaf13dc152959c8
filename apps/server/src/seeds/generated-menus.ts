import { generatedModules } from '../modules/generated/discovery';
import type { MenuSeed } from './menus';

/** The product's menu tree with each generated module's menu under its parent (ADR 0054). */
export function withGeneratedMenus(tree: MenuSeed[]): MenuSeed[] {
  const out: MenuSeed[] = tree.map((root) => ({ ...root, children: [...(root.children ?? [])] }));
  for (const { menu } of generatedModules()) {
    const parent = out.find((root) => root.code === menu.parent);
    if (parent) parent.children!.push(menu.seed);
    else out.push(menu.seed);
  }
  return out;
}
