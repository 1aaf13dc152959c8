import { AppError } from '../../../../core/http/errors';

/** Why a model cannot be deployed, in both languages ({detail} is filled in). */
const REASONS = {
  unsupported: { zh: '不支持的元素 {detail}', en: 'unsupported element {detail}' },
  linkTarget: { zh: '链接事件 {detail} 需要同一层级中正好一个同名的链接捕获事件', en: 'the link {detail} needs exactly one link catch event of its name at its level' },
  compensationHandler: { zh: '补偿边界事件需要通过关联连到一个补偿活动（isForCompensation）', en: 'a compensation boundary event needs an association to a compensation activity (isForCompensation)' },
  duplicateId: { zh: '标识重复', en: 'duplicate id' },
  noTarget: { zh: '连线没有目标节点', en: 'the flow has no target' },
  noSource: { zh: '连线没有来源节点', en: 'the flow has no source' },
  parallelCondition: { zh: '并行网关的出口连线不能带条件', en: 'flows leaving a parallel gateway cannot have conditions' },
  expression: { zh: '表达式无法解析：{detail}', en: 'the expression cannot be parsed: {detail}' },
  noProcess: { zh: '没有可执行的流程', en: 'there is no executable process' },
  startEvents: { zh: '需要正好一个无类型开始事件', en: 'exactly one none start event is required' },
  processStarts: { zh: '流程最多一个无类型开始事件，且至少要有一个开始事件（无类型、消息或信号）', en: 'a process has at most one none start event and at least one start event (none, message or signal)' },
  messageStartTwice: { zh: '消息 {detail} 已经启动本流程的另一个开始事件', en: 'the message {detail} already starts another start event of this process' },
  messageStartTaken: { zh: '消息 {detail} 已经启动本租户的另一个流程', en: 'the message {detail} already starts another process of the tenant' },
  eventGatewayTarget: { zh: '事件网关的出口只能连到只有这一个入口的定时、消息或信号中间捕获事件（{detail}）', en: 'an event-based gateway leads only to timer, message or signal intermediate catch events that nothing else leads to ({detail})' },
  eventGatewayCondition: { zh: '事件网关的出口连线不能带条件', en: 'flows leaving an event-based gateway cannot have conditions' },
  miNotUserTask: { zh: '多实例和循环只支持用户任务、调用活动和子流程', en: 'multi-instance and loops are supported on user tasks, call activities and sub-processes only' },
  noHandler: { zh: '服务任务需要 flowable:delegateExpression', en: 'a service task needs flowable:delegateExpression' },
  httpUrl: { zh: 'HTTP 任务需要 requestUrl（请求地址）', en: 'an HTTP task needs requestUrl (the address to call)' },
  httpMethod: { zh: 'HTTP 任务的请求方法 {detail} 不支持，只能是 GET、POST、PUT、PATCH 或 DELETE', en: 'the HTTP task method {detail} is not supported: GET, POST, PUT, PATCH or DELETE' },
  unknownHandler: { zh: '服务任务的处理程序 {detail} 不存在', en: 'the service task handler {detail} does not exist' },
  scriptFormat: { zh: '脚本任务只支持 juel 表达式，不支持 {detail}', en: 'a script task runs juel expressions only, not {detail}' },
  scriptEmpty: { zh: '脚本任务没有脚本', en: 'the script task has no script' },
  badDefault: { zh: '默认连线不是本节点的出口', en: 'the default flow does not leave this node' },
  timerDefinition: { zh: '定时器需要且只能有 timeDuration、timeDate、timeCycle 之一', en: 'a timer needs exactly one of timeDuration, timeDate and timeCycle' },
  timerValue: { zh: '定时器的值无效：{detail}（时长如 PT2H、P3D，时间如 2026-12-01T09:00:00，周期如 R3/PT10M）', en: 'the timer value is not valid: {detail} (a duration like PT2H or P3D, a date-time like 2026-12-01T09:00:00, a cycle like R3/PT10M)' },
  timerCron: { zh: '定时周期不支持 cron 表达式：{detail}，请写成 R3/PT10M 这样的 ISO 8601 周期', en: 'cron expressions are not supported in a timer cycle: {detail}; write an ISO 8601 cycle like R3/PT10M' },
  eventSubStart: { zh: '事件子流程需要正好一个带消息、信号、定时、错误、升级或补偿事件的开始事件', en: 'an event sub-process needs exactly one start event, of a message, signal, timer, error, escalation or compensation' },
  eventSubFlows: { zh: '事件子流程不能有进入或离开的连线', en: 'an event sub-process cannot have incoming or outgoing flows' },
  callKey: { zh: '调用活动需要 calledElement（被调用流程的标识）', en: 'a call activity needs calledElement (the key of the process it calls)' },
  callBinding: { zh: '调用活动的 calledElementBinding 只能是 latest 或 deployment，不能是 {detail}', en: 'a call activity binds latest or deployment, not {detail}' },
  callMapping: { zh: '调用活动的变量映射需要 source 或 sourceExpression 以及 target：{detail}', en: 'a call activity mapping needs a source or sourceExpression and a target: {detail}' },
  boundaryHost: { zh: '边界事件只能附在同一层级的用户任务、接收任务、HTTP 任务、子流程或外部完成的任务上', en: 'a boundary event can sit on a user task, a receive task, an HTTP task, a sub-process or a task done outside the engine of its own level only' },
  boundaryIncoming: { zh: '边界事件不能有进入的连线', en: 'a boundary event cannot have incoming flows' },
  rollbackNode: { zh: '驳回退回节点 {detail} 不是本流程的用户任务或开始事件', en: 'the rollback node {detail} is not a user task or the start event of this process' },
  unparsable: { zh: '文件不是有效的 BPMN 2.0 XML：{detail}', en: 'the file is not valid BPMN 2.0 XML: {detail}' },
} as const;

export type Reason = keyof typeof REASONS;

/** A reason a model cannot be deployed, naming the element by id and name. */
export interface Problem {
  elementId: string;
  elementName: string;
  reason: Reason;
  detail?: string;
}

export function describe(p: Problem, lang: 'zh' | 'en'): string {
  const reason = REASONS[p.reason][lang].replace('{detail}', p.detail ?? '');
  return `${p.elementId}${p.elementName ? ` (${p.elementName})` : ''}: ${reason}`;
}

/** The deploy refusal: 400 naming every problem; the problems stay on the error for callers. */
export class InvalidModelError extends AppError {
  constructor(public readonly problems: Problem[]) {
    super(400, 'workflow.model.invalid', {
      field: 'xml',
      problemsZh: problems.map((p) => describe(p, 'zh')).join('；'),
      problemsEn: problems.map((p) => describe(p, 'en')).join('; '),
    });
  }
}
