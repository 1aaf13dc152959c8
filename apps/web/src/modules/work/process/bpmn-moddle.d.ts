// bpmn-moddle's own types describe the BPMN elements but not the moddle class it exports.
export {};

declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: unknown }>;
    toXML(element: unknown): Promise<{ xml: string }>;
  }
}
