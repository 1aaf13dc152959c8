// bpmn-moddle ships types for its BPMN elements (bpmn-moddle/types) but none for the moddle class
// its main entry exports: the part the diagram uses.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: unknown }>;
    toXML(element: unknown): Promise<{ xml: string }>;
  }
}
