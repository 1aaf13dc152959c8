import { apiData } from '@/test/server-api';

/** A one-step process in the flowable dialect, laid out by nobody (the screens lay it out). */
export const oneStepXml = (key: string, name: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="http://www.flowable.org/processdef">
  <process id="${key}" name="${name}" isExecutable="true">
    <startEvent id="start"/><userTask id="approve" name="审批" flowable:assignee="\${applyUser}"/><endEvent id="end"/>
    <sequenceFlow id="f1" sourceRef="start" targetRef="approve"/><sequenceFlow id="f2" sourceRef="approve" targetRef="end"/>
  </process>
</definitions>`;

/** A model with that design, deployed; answers the model and the definition id. */
export const deployedModel = (token: string, key: string, name: string) => deployedXml(token, key, name, oneStepXml(key, name));

/** A model of the given BPMN, deployed; answers the model and the definition id. */
export async function deployedXml(token: string, key: string, name: string, xml: string) {
  const model = await apiData<{ id: string }>('POST', '/blade-workflow/design/model/submit', token, { body: { modelKey: key, name, xml } });
  await apiData('POST', '/blade-workflow/design/model/deploy', token, { params: { modelId: model.id } });
  const listed = await apiData<{ records: { id: string }[] }>('GET', '/blade-workflow/design/deployment/list', token, { params: { key } });
  return { modelId: model.id, definitionId: listed.records[0].id };
}
