import { MESSAGES, type Lang } from '@beree/contracts';

type Tree = { [key: string]: string | Tree };

/**
 * The shared validation and toast messages as an i18next namespace: dotted keys become nested
 * objects and `{name}` placeholders become i18next's `{{name}}`.
 */
export function contractMessages(lang: Lang): Tree {
  const tree: Tree = {};
  for (const [key, texts] of Object.entries(MESSAGES)) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts[parts.length - 1]] = texts[lang].replace(/\{(\w+)\}/g, '{{$1}}');
  }
  return tree;
}
