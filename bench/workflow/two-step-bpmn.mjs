import { PROCESS_KEY } from './settings.mjs';

/**
 * 申请 → 审批: the starter fills in the request (assigned to them), then the approver decides.
 * The approver is a variable: one user (the task is then assigned) or, through approverGroups,
 * roles and depts whose members claim it (the process asks for a lone candidate to be assigned,
 * ADR 0068).
 */
export const TWO_STEP_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${PROCESS_KEY}" name="两步审批" isExecutable="true" flowable:assignSingleCandidate="true">
    <startEvent id="start" name="发起" flowable:initiator="applyUser"/>
    <userTask id="apply" name="申请" flowable:assignee="\${applyUser}"/>
    <userTask id="approve" name="审批" flowable:candidateUsers="\${approver}" flowable:candidateGroups="\${approverGroups}"/>
    <endEvent id="end" name="结束"/>
    <sequenceFlow id="toApply" sourceRef="start" targetRef="apply"/>
    <sequenceFlow id="toApprove" sourceRef="apply" targetRef="approve"/>
    <sequenceFlow id="toEnd" sourceRef="approve" targetRef="end"/>
  </process>
</definitions>`;
