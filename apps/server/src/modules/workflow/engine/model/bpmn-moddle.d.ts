/** The part of bpmn-moddle the engine uses (the package ships no types for its main entry). */
declare module 'bpmn-moddle' {
  export interface ModdleElement {
    $type: string;
    $parent?: ModdleElement;
    id?: string;
    name?: string;
    [key: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string; element?: ModdleElement }[];
    elementsById: Record<string, ModdleElement>;
    references: unknown[];
  }
  export interface Moddle {
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
  export function BpmnModdle(packages?: Record<string, unknown>): Moddle;
}
