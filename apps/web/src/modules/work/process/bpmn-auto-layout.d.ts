// bpmn-auto-layout ships no types: it lays out a BPMN XML without diagram information.
declare module 'bpmn-auto-layout' {
  export function layoutProcess(xml: string): Promise<string>;
}
