import type { ComponentType } from 'react';

/*
 * Pages made by the code generator (代码生成, ADR 0054): modules/generated/<folder>/<resource>/index.tsx
 * is the page of the menu path /<folder>/<resource>. Found by this glob, so a generated page is
 * dropped in without editing the registry; each still loads lazily.
 */
const pages = import.meta.glob<{ default: ComponentType }>('./*/*/index.tsx');

export const generatedRoutes: Record<string, () => Promise<{ default: ComponentType }>> = Object.fromEntries(
  Object.entries(pages).map(([file, load]) => [file.slice(1, -'/index.tsx'.length), load]),
);
