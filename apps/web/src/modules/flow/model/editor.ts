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
  extensionElements?: BusinessObject & { values?: BusinessObject[] };
  flowElements?: BusinessObject[];
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

  /**
   * Replaces the element's extension elements of one type with new ones (others stay), in one
   * command; none left removes the container.
   */
  setExtensions(element: Shape, type: string, items: Record<string, unknown>[]) {
    const container = element.businessObject.extensionElements;
    const values = [...(container?.values ?? []).filter((v) => v.$type !== type), ...items.map((attrs) => this.moddle.create(type, attrs))];
    if (!container) {
      if (values.length) this.modeling.updateProperties(element, { extensionElements: this.moddle.create('bpmn:ExtensionElements', { values }) });
    } else if (!values.length) this.modeling.updateProperties(element, { extensionElements: undefined });
    else this.modeling.updateModdleProperties(element, container, { values });
  }

  /** Binds a form by key in one command; the field permissions of the form bound before go with it. */
  setFormKey(element: Shape, formKey: string | undefined) {
    const container = element.businessObject.extensionElements;
    const keep = (container?.values ?? []).filter((v) => v.$type !== FORM_PROPERTY);
    const changes: Record<string, unknown> = { 'flowable:formKey': formKey || undefined };
    if (container && keep.length !== (container.values ?? []).length) changes.extensionElements = keep.length ? this.moddle.create('bpmn:ExtensionElements', { values: keep }) : undefined;
    this.modeling.updateProperties(element, changes);
  }

  /** The user tasks of the diagram's process, in document order (rollback targets). */
  userTasks(): BusinessObject[] {
    const out: BusinessObject[] = [];
    const walk = (elements: BusinessObject[] | undefined) => {
      for (const el of elements ?? []) {
        if (el.$type === 'bpmn:UserTask') out.push(el);
        if (el.$type === 'bpmn:SubProcess') walk(el.flowElements);
      }
    };
    walk(this.process()?.flowElements);
    return out;
  }

  /** The process behind the canvas (the root, or the participant's process of a collaboration). */
  process(): BusinessObject | undefined {
    const root = this.root().businessObject as BusinessObject & { participants?: { processRef?: BusinessObject }[] };
    if (!root) return undefined;
    return root.$type === 'bpmn:Process' ? root : root.participants?.find((p) => p.processRef)?.processRef;
  }

  /** The duration (ISO 8601, e.g. PT1H) of a timer event. */
  setTimer(element: Shape, duration: string) {
    const timer = element.businessObject.eventDefinitions?.find((d) => d.$type === 'bpmn:TimerEventDefinition');
    if (timer) this.modeling.updateModdleProperties(element, timer, { timeDuration: this.expression(duration), timeDate: undefined, timeCycle: undefined });
  }
}

export const FORM_PROPERTY = 'flowable:FormProperty';

/** The extension elements of one type (flowable:Button…) an element carries, in document order. */
export const extensionsOf = (element: Shape, type: string): BusinessObject[] => (element.businessObject.extensionElements?.values ?? []).filter((v) => v.$type === type);

export const timerOf = (element: Shape) => element.businessObject.eventDefinitions?.find((d) => d.$type === 'bpmn:TimerEventDefinition');
