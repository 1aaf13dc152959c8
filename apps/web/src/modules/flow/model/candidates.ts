/** The kinds of candidate groups the engine knows; a bare entry is a role (by id or alias). */
export type GroupKind = 'role' | 'dept' | 'post';

export type CandidateGroups = Record<GroupKind, string[]>;

const PREFIX = /^(role|dept|post):(.+)$/;

/** `flowable:candidateGroups` ("role:1,dept:2,manager") split by kind. */
export function readGroups(text: unknown): CandidateGroups {
  const groups: CandidateGroups = { role: [], dept: [], post: [] };
  for (const raw of String(text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const prefixed = PREFIX.exec(entry);
    if (prefixed) groups[prefixed[1] as GroupKind].push(prefixed[2]);
    else groups.role.push(entry);
  }
  return groups;
}

/** The groups back as one attribute; roles stay bare (as BladeX writes them), depts and posts say their kind. */
export function writeGroups(groups: CandidateGroups): string | undefined {
  const entries = [...groups.role, ...groups.dept.map((id) => `dept:${id}`), ...groups.post.map((id) => `post:${id}`)];
  return entries.length ? entries.join(',') : undefined;
}

/** An expression such as ${applyUser}, as opposed to user ids. */
export const isExpression = (value: unknown) => typeof value === 'string' && /\$\{.*\}/.test(value);

/** A BPMN id: an XML name, kept to what the engine and the model key accept. */
export const ID_RE = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A new model's diagram: a process named by the model key, with a start event. */
export function blankDiagram(key: string, name: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_${escapeXml(key)}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${escapeXml(key)}" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${escapeXml(key)}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
