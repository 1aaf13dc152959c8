/** The part of dmn-moddle the engine uses (the package ships no types). */
declare module 'dmn-moddle' {
  export interface DmnElement {
    $type: string;
    id?: string;
    name?: string;
    label?: string;
    text?: string;
    [key: string]: unknown;
  }
  export interface DmnParseResult {
    rootElement: DmnElement;
    warnings: { message: string }[];
  }
  export class DmnModdle {
    fromXML(xml: string, typeName?: string): Promise<DmnParseResult>;
  }
}
