import type Modeler from 'bpmn-js/lib/Modeler';

/** A model element as bpmn-js holds it (a business object of bpmn-moddle). */
export interface BusinessObject {
  id: string;
  $type: string;
  name?: string;
  get(name: string): unknown;
  loopCharacteristics?: BusinessObject & { isSequential?: boolean; completionCondition?: { body?: string } };
  conditionExpression?: { body?: string };
  default?: BusinessObject;
  sourceRef?: BusinessObject;
  eventDefinitions?: (BusinessObject & { timeDuration?: { body?: string } })[];
}

/** A shape or connection of the canvas. */
export interface Shape {
  id: string;
  type: string;
  businessObject: BusinessObject;
  source?: Shape;
}

interface Modeling {
  updateProperties(element: Shape, properties: Record<string, unknown>): void;
  updateModdleProperties(element: Shape, moddleElement: unknown, properties: Record<string, unknown>): void;
}

interface Moddle {
  create(type: string, attrs?: Record<string, unknown>): BusinessObject;
}

/**
 * What the properties panel changes, through bpmn-js's command stack (so every change can be
 * undone and marks the diagram as changed): attributes, multi-instance, conditions, timers.
 */
export class DiagramEditor {
  constructor(readonly modeler: Modeler) {}

  private get modeling() {
    return this.modeler.get<Modeling>('modeling');
  }

  private get moddle() {
    return this.modeler.get<Moddle>('moddle');
  }

  shape(id: string): Shape | undefined {
    return this.modeler.get<{ get(id: string): Shape | undefined }>('elementRegistry').get(id);
  }

  root(): Shape {
    return this.modeler.get<{ getRootElement(): Shape }>('canvas').getRootElement();
  }

  /** Sets attributes; an empty value removes the attribute. */
  set(element: Shape, properties: Record<string, unknown>) {
    const clean = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, v === '' || v === null ? undefined : v]));
    this.modeling.updateProperties(element, clean);
  }

  private expression(body: string | undefined) {
    return body?.trim() ? this.moddle.create('bpmn:FormalExpression', { body: body.trim() }) : undefined;
  }

  /** none, sequential or parallel multi-instance of a task. */
  setMultiInstance(element: Shape, mode: 'none' | 'sequential' | 'parallel') {
    const loop = element.businessObject.loopCharacteristics;
    if (mode === 'none') return this.modeling.updateProperties(element, { loopCharacteristics: undefined });
    if (!loop) return this.modeling.updateProperties(element, { loopCharacteristics: this.moddle.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: mode === 'sequential' }) });
    this.modeling.updateModdleProperties(element, loop, { isSequential: mode === 'sequential' });
  }

  setLoop(element: Shape, properties: { collection?: string; elementVariable?: string; completionCondition?: string }) {
    const loop = element.businessObject.loopCharacteristics;
    if (!loop) return;
    const changes: Record<string, unknown> = {};
    if ('collection' in properties) changes['flowable:collection'] = properties.collection?.trim() || undefined;
    if ('elementVariable' in properties) changes['flowable:elementVariable'] = properties.elementVariable?.trim() || undefined;
    if ('completionCondition' in properties) changes.completionCondition = this.expression(properties.completionCondition);
    this.modeling.updateModdleProperties(element, loop, changes);
  }

  setCondition(flow: Shape, body: string) {
    this.modeling.updateProperties(flow, { conditionExpression: this.expression(body) });
  }

  /** Makes the flow its source's default flow, or no longer. */
  setDefault(flow: Shape, isDefault: boolean) {
    if (!flow.source) return;
    const current = flow.source.businessObject.default;
    if (isDefault) this.modeling.updateProperties(flow.source, { default: flow.businessObject });
    else if (current === flow.businessObject) this.modeling.updateProperties(flow.source, { default: undefined });
  }

  /** The duration (ISO 8601, e.g. PT1H) of a timer event. */
  setTimer(element: Shape, duration: string) {
    const timer = element.businessObject.eventDefinitions?.find((d) => d.$type === 'bpmn:TimerEventDefinition');
    if (timer) this.modeling.updateModdleProperties(element, timer, { timeDuration: this.expression(duration), timeDate: undefined, timeCycle: undefined });
  }
}

export const timerOf = (element: Shape) => element.businessObject.eventDefinitions?.find((d) => d.$type === 'bpmn:TimerEventDefinition');
