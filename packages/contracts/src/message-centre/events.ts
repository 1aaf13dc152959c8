/**
 * The business events that send through the message centre. Each tenant may give an event its own
 * templates (any channel; the in-app one reaches the bell); an event with no template of the
 * tenant's at all is told in the app with its default wording ({$title} / {$content}). Every event
 * has `title` and `content` (the default wording, HTML for content) besides its own variables.
 */
export interface MessageEventDef {
  zh: string;
  en: string;
  /** The event's own variables, beyond title and content. */
  vars: readonly string[];
}

const DOC = ['party', 'action', 'reason'] as const;

export const MESSAGE_EVENTS = {
  'certificate.expiring': { zh: '证照即将到期', en: 'Certificate expiring', vars: ['type', 'name', 'no', 'holder', 'end', 'days'] },
  'certificate.expired': { zh: '证照已过期', en: 'Certificate expired', vars: ['type', 'name', 'no', 'holder', 'end', 'days'] },
  'indent.submitted': { zh: '采购订单已提交', en: 'Purchase order submitted', vars: [...DOC, 'indentNo', 'totalAmount'] },
  'indent.confirmed': { zh: '采购订单已确认', en: 'Purchase order confirmed', vars: [...DOC, 'indentNo', 'totalAmount'] },
  'indent.changed': { zh: '采购订单其他操作', en: 'Purchase order: other steps', vars: [...DOC, 'indentNo', 'totalAmount'] },
  'delivery.shipped': { zh: '配送单已发货', en: 'Delivery note shipped', vars: [...DOC, 'deliveryNo', 'totalAmount'] },
  'delivery.received': { zh: '配送单已收货', en: 'Delivery note received', vars: [...DOC, 'deliveryNo', 'totalAmount'] },
  'delivery.changed': { zh: '配送单其他操作', en: 'Delivery note: other steps', vars: [...DOC, 'deliveryNo', 'totalAmount'] },
  'invoice.returned': { zh: '发票已退回', en: 'Invoice returned', vars: [...DOC, 'invoiceNo', 'amount'] },
  'invoice.approved': { zh: '发票已审核', en: 'Invoice approved', vars: [...DOC, 'invoiceNo', 'amount'] },
  'invoice.changed': { zh: '发票其他操作', en: 'Invoice: other steps', vars: [...DOC, 'invoiceNo', 'amount'] },
  'push.failing': { zh: '推送持续失败', en: 'Push keeps failing', vars: ['sourceNo', 'endpoint', 'since', 'error'] },
  'workflow.assigned': { zh: '流程待办', en: 'Workflow task assigned', vars: ['from', 'processTitle', 'task'] },
  'workflow.copied': { zh: '流程抄送', en: 'Workflow copy', vars: ['from', 'processTitle', 'comment'] },
  'workflow.urged': { zh: '流程催办', en: 'Workflow reminder', vars: ['from', 'processTitle', 'task', 'comment'] },
  'password.reset': { zh: '密码已重置', en: 'Password reset', vars: ['account', 'operator'] },
  'plan.changed': { zh: '采购计划审批', en: 'Purchase plan reviews', vars: ['planNo', 'department', 'action', 'reason'] },
  'contract.changed': { zh: '合同变更', en: 'Contract changes', vars: ['party', 'contractNo', 'contractName', 'action'] },
  'catalog.changed': { zh: '供货目录变更', en: 'Catalog changes', vars: [] },
  'supplyRelation.changed': { zh: '供货关系变更', en: 'Supply relation changes', vars: [] },
  'certificateShare.changed': { zh: '证照共享与审核', en: 'Certificate sharing and review', vars: [] },
  'surgical.changed': { zh: '跟台手术单变更', en: 'Surgical order changes', vars: ['party', 'surgicalOrderNo', 'surgeryName', 'surgeryDateTime', 'action'] },
} as const satisfies Record<string, MessageEventDef>;

export type MessageEventCode = keyof typeof MESSAGE_EVENTS;
export const MESSAGE_EVENT_CODES = Object.keys(MESSAGE_EVENTS) as MessageEventCode[];

export const isMessageEvent = (code: string): code is MessageEventCode => Object.hasOwn(MESSAGE_EVENTS, code);

/** Every variable an event's template may use. */
export const eventVariables = (code: MessageEventCode): string[] => ['title', 'content', ...MESSAGE_EVENTS[code].vars];
