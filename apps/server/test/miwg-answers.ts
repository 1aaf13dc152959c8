/// <reference path="../src/modules/workflow/engine/model/bpmn-moddle.d.ts" />
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';

/** The variable the people running a drawing set to go round one of its loops again (never, here). */
export const AGAIN = 'again';

const moddle = BpmnModdle();
const DECISIONS = new Set(['bpmn:ExclusiveGateway', 'bpmn:InclusiveGateway']);
const escape = (id: string) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `from` leads back to `to` along sequence flows (and the boundary events of what it passes). */
function leadsTo(from: ModdleElement, to: ModdleElement): boolean {
  const seen = new Set<ModdleElement>();
  const stack = [from];
  while (stack.length) {
    const node = stack.pop()!;
    if (node === to) return true;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const flow of (node.outgoing as ModdleElement[] | undefined) ?? []) stack.push(flow.targetRef as ModdleElement);
    const siblings = ((node.$parent?.flowElements as ModdleElement[] | undefined) ?? []).filter((e) => e.attachedToRef === node);
    stack.push(...siblings);
  }
  return false;
}

/**
 * The reference models draw decisions without conditions ("Payment accepted?" with flows Yes and
 * No); the engine then takes the first flow, as Flowable does, and a loop drawn that way never ends.
 * Whoever deploys such a drawing writes the conditions; this does it as they would: at a decision
 * where some flows lead back to it and some do not, the first way forward becomes the default and
 * each way back waits for `${again}`, which the people running it (miwg-run.ts) leave false.
 */
export async function answerDecisions(xml: string): Promise<string> {
  const { elementsById } = await moddle.fromXML(xml);
  let out = xml;
  for (const gateway of Object.values(elementsById)) {
    if (!DECISIONS.has(gateway.$type) || gateway.default) continue;
    const flows = (gateway.outgoing as ModdleElement[] | undefined) ?? [];
    if (flows.length < 2 || flows.some((f) => f.conditionExpression)) continue;
    const back = flows.filter((f) => leadsTo(f.targetRef as ModdleElement, gateway));
    const forward = flows.find((f) => !back.includes(f));
    if (!back.length || !forward) continue;
    out = out.replace(new RegExp(`<((?:\\w+:)?(?:exclusive|inclusive)Gateway)\\b([^>]*\\bid="${escape(gateway.id!)}")`), `<$1 default="${forward.id}"$2`);
    for (const flow of back) {
      out = out.replace(new RegExp(`<((\\w+:)?sequenceFlow)\\b([^>]*\\bid="${escape(flow.id!)}"[^>]*?)(/?)>`), (_all, tag: string, prefix = '', attrs: string, selfClosing: string) => {
        const condition = `<${prefix}conditionExpression>\${${AGAIN} == true}</${prefix}conditionExpression>`;
        return selfClosing ? `<${tag}${attrs}>${condition}</${tag}>` : `<${tag}${attrs}>${condition}`;
      });
    }
  }
  return out;
}
