import { BpmnModdle } from 'bpmn-moddle';
import { layoutProcess } from 'bpmn-auto-layout';

interface Element {
  $type: string;
  flowElements?: Element[];
  sourceRef?: Element;
  targetRef?: Element;
  incoming?: Element[];
  outgoing?: Element[];
}

/**
 * A model saved without layout (no BPMNDiagram) gets one, so every process can be shown. The
 * layout follows each node's incoming/outgoing lists, which a hand-written model often leaves out:
 * they are filled from the sequence flows first, else the diagram would show no flows at all.
 */
export async function withLayout(xml: string): Promise<string> {
  if (/BPMNDiagram/.test(xml)) return xml;
  const moddle = new BpmnModdle();
  const { rootElement } = await moddle.fromXML(xml);
  const containers = ((rootElement as unknown as { rootElements?: Element[] }).rootElements ?? []).filter((e) => e.flowElements);
  const visit = (container: Element) => {
    for (const el of container.flowElements ?? []) {
      if (el.flowElements) visit(el);
      if (el.$type !== 'bpmn:SequenceFlow' || !el.sourceRef || !el.targetRef) continue;
      const out = (el.sourceRef.outgoing ??= []);
      if (!out.includes(el)) out.push(el);
      const into = (el.targetRef.incoming ??= []);
      if (!into.includes(el)) into.push(el);
    }
  };
  containers.forEach(visit);
  const { xml: linked } = await moddle.toXML(rootElement);
  return layoutProcess(linked);
}
