/** The key of the demo leave process; the leave routes start its latest live version. */
export const LEAVE_KEY = 'process_leave';

const flow = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><conditionExpression xsi:type="tFormalExpression"><![CDATA[${condition}]]></conditionExpression></sequenceFlow>`
    : `<sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;

/**
 * 请假流程: the department manager approves, then leave of more than 3 days goes to the general
 * manager and shorter leave to HR. Each step belongs to one role only (manager, gm, hr, by alias;
 * seeds/leave-people.ts gives every demo tenant those people), so duties stay separate: nobody,
 * the administrator included, approves a request at every step. A rejection ends it.
 */
export const LEAVE_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${LEAVE_KEY}" name="请假流程" isExecutable="true">
    <startEvent id="start" name="发起" flowable:initiator="applyUser" flowable:formKey="leave"/>
    <userTask id="managerTask" name="部门经理审批" flowable:candidateGroups="manager"/>
    <exclusiveGateway id="managerDecision" name="经理意见"/>
    <exclusiveGateway id="daysGateway" name="请假天数"/>
    <userTask id="gmTask" name="总经理审批" flowable:candidateGroups="gm"/>
    <userTask id="hrTask" name="人事审批" flowable:candidateGroups="hr"/>
    <exclusiveGateway id="finalDecision" name="审批意见"/>
    <endEvent id="end" name="结束"/>
    <endEvent id="rejected" name="驳回"/>
    ${flow('toManager', 'start', 'managerTask')}
    ${flow('managerOut', 'managerTask', 'managerDecision')}
    ${flow('managerPass', 'managerDecision', 'daysGateway', '${pass}')}
    ${flow('managerReject', 'managerDecision', 'rejected', '${!pass}')}
    ${flow('longLeave', 'daysGateway', 'gmTask', '${days > 3}')}
    ${flow('shortLeave', 'daysGateway', 'hrTask', '${days <= 3}')}
    ${flow('gmOut', 'gmTask', 'finalDecision')}
    ${flow('hrOut', 'hrTask', 'finalDecision')}
    ${flow('approved', 'finalDecision', 'end', '${pass}')}
    ${flow('finalReject', 'finalDecision', 'rejected', '${!pass}')}
  </process>
</definitions>`;


/**
 * The leave process as earlier versions seeded it, every step also open to the administrator: a
 * tenant still running exactly that is moved to LEAVE_BPMN on start (seeds/leave-people.ts).
 */
export const LEAVE_BPMN_OPEN_TO_ADMIN = LEAVE_BPMN.replace(/flowable:candidateGroups="(manager|gm|hr)"/g, 'flowable:candidateGroups="$1,admin"');
