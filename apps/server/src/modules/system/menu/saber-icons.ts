/**
 * The menu icons of this product are antd icon names ('setting', 'medicine-box'); Saber's sidebar
 * draws `<i :class="source">` from its iconfont, so SpringBlade clients get the nearest of its icons.
 * A source already naming an iconfont class is left as it is.
 */
const SABER_ICONS: Record<string, string> = {
  setting: 'iconicon_setting',
  tool: 'iconicon_work',
  safety: 'iconicon_safety',
  'safety-certificate': 'iconicon_safety',
  'file-protect': 'iconicon_safety',
  message: 'iconicon_message',
  monitor: 'iconicon_airplay',
  desktop: 'iconicon_airplay',
  log: 'iconicon_doc',
  'file-text': 'iconicon_doc',
  'file-search': 'iconicon_search',
  'file-done': 'iconicon_task_done',
  audit: 'iconicon_task_done',
  profile: 'iconicon_namecard',
  chart: 'iconicon_discovery',
  'bar-chart': 'iconicon_discovery',
  api: 'iconicon_share',
  link: 'iconicon_share',
  global: 'iconicon_cspace',
  bug: 'iconicon_dispose',
  storage: 'iconicon_cloud_history',
  'cloud-upload': 'iconicon_cloud_history',
  car: 'iconicon_send',
  bank: 'iconicon_coinpurse_line',
  'account-book': 'iconicon_coinpurse_line',
  'medicine-box': 'iconicon_task',
  schedule: 'iconicon_task',
  'shopping-cart': 'iconicon_redpacket',
  apartment: 'iconicon_affiliations_li',
  cluster: 'iconicon_affiliations_li',
  model: 'iconicon_compile',
  'unordered-list': 'iconicon_more',
};

export const saberIcon = (source: string | null | undefined): string => {
  if (source?.startsWith('iconfont')) return source;
  return `iconfont ${SABER_ICONS[source ?? ''] ?? 'iconicon_more'}`;
};

/** The menu tree with each node's source as a Saber icon. */
export function withSaberIcons<T extends { source?: string | null; children?: T[] }>(nodes: T[]): T[] {
  return nodes.map((node) => ({ ...node, source: saberIcon(node.source), ...(node.children ? { children: withSaberIcons(node.children) } : {}) }));
}
