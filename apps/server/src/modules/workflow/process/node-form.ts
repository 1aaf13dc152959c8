/// <reference path="../engine/model/bpmn-moddle.d.ts" />
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { and, eq } from 'drizzle-orm';
import { flowableDescriptor, type WfFormContent } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { wfForms, wfProcDefs } from '../../../core/db/schema';

/** What a node lets its handler do with one field of the form. */
export interface FieldPermission {
  readable: boolean;
  writable: boolean;
}

/** The designed form a node shows and, per field key, what the node allows with it. */
export interface NodeForm {
  form: { id: bigint; formKey: string; name: string; formVersion: number; content: WfFormContent };
  permissions: Record<string, FieldPermission>;
}

interface NodeFormConfig {
  /** A start event at process level (sub-processes' start events are not start forms). */
  processStart: boolean;
  /** The node's own flowable:formKey, if it names one. */
  formKey?: string;
  /** Its <flowable:formProperty id readable writable>, by field id. */
  properties: Map<string, Partial<FieldPermission>>;
}

const moddle = BpmnModdle({ flowable: flowableDescriptor });
const MAX = 500;
const cache = new Map<string, Promise<Map<string, NodeFormConfig>>>();

async function readConfigs(xml: string): Promise<Map<string, NodeFormConfig>> {
  const parsed = await moddle.fromXML(xml);
  const out = new Map<string, NodeFormConfig>();
  for (const el of Object.values(parsed.elementsById)) {
    if ((el.$type !== 'bpmn:UserTask' && el.$type !== 'bpmn:StartEvent') || !el.id) continue;
    const values = ((el.extensionElements as ModdleElement | undefined)?.values ?? []) as ModdleElement[];
    const properties = new Map<string, Partial<FieldPermission>>();
    for (const v of values) {
      if (v.$type !== 'flowable:FormProperty' || typeof v.id !== 'string' || !v.id) continue;
      properties.set(v.id, { readable: typeof v.readable === 'boolean' ? v.readable : undefined, writable: typeof v.writable === 'boolean' ? v.writable : undefined });
    }
    out.set(el.id, { processStart: el.$type === 'bpmn:StartEvent' && el.$parent?.$type === 'bpmn:Process', formKey: typeof el.formKey === 'string' && el.formKey ? el.formKey : undefined, properties });
  }
  return out;
}

/** The form settings of every start event and user task of a definition; definitions never change, so the answer is kept. */
function definitionConfigs(tx: Executor, tenantId: string, procDefId: bigint): Promise<Map<string, NodeFormConfig>> {
  const key = String(procDefId);
  let entry = cache.get(key);
  if (entry) return entry;
  entry = (async () => {
    const [row] = await tx.select({ xml: wfProcDefs.xml }).from(wfProcDefs).where(and(eq(wfProcDefs.tenantId, tenantId), eq(wfProcDefs.id, procDefId)));
    return row ? readConfigs(row.xml) : new Map<string, NodeFormConfig>();
  })();
  // Only a definition read is kept; a failure is tried again next time.
  entry.catch(() => cache.delete(key));
  cache.set(key, entry);
  if (cache.size > MAX) cache.delete(cache.keys().next().value!);
  return entry;
}

async function designedForm(tx: Executor, tenantId: string, formKey: string) {
  const [form] = await tx
    .select({ id: wfForms.id, formKey: wfForms.formKey, name: wfForms.name, formVersion: wfForms.formVersion, content: wfForms.content })
    .from(wfForms)
    .where(and(eq(wfForms.tenantId, tenantId), eq(wfForms.formKey, formKey), eq(wfForms.isDeleted, 0)));
  return form ?? null;
}

/**
 * The form a node shows and its field permissions. A node naming its own form key fills that form
 * in: fields it does not list are readable and writable (Flowable's defaults). A user task naming
 * none shows the process's start form for reading: fields it does not list are read-only, so only
 * what the model grants the node may be changed there. A form key with no designed form is none.
 */
export async function nodeForm(tx: Executor, tenantId: string, procDefId: bigint, nodeId: string, startFormKey: string | null): Promise<NodeForm | null> {
  const config = (await definitionConfigs(tx, tenantId, procDefId)).get(nodeId);
  const ownKey = config?.formKey;
  const formKey = ownKey ?? startFormKey;
  if (!formKey) return null;
  const form = await designedForm(tx, tenantId, formKey);
  if (!form) return null;
  const fillsIn = !!ownKey;
  const permissions: Record<string, FieldPermission> = {};
  for (const field of form.content.fields) {
    const listed = config?.properties.get(field.key);
    const readable = listed?.readable ?? true;
    // A hidden field cannot be written either.
    const writable = readable && (listed ? (listed.writable ?? true) : fillsIn);
    permissions[field.key] = { readable, writable };
  }
  return { form, permissions };
}

/** The start form of a definition (the form key its start event names) with the start event's field permissions. */
export async function startNodeForm(tx: Executor, tenantId: string, procDefId: bigint, startFormKey: string | null): Promise<NodeForm | null> {
  if (!startFormKey) return null;
  const configs = await definitionConfigs(tx, tenantId, procDefId);
  const start = [...configs.entries()].find(([, c]) => c.processStart && c.formKey === startFormKey);
  if (start) return nodeForm(tx, tenantId, procDefId, start[0], startFormKey);
  const form = await designedForm(tx, tenantId, startFormKey);
  return form ? { form, permissions: Object.fromEntries(form.content.fields.map((f) => [f.key, { readable: true, writable: true }])) } : null;
}

/** The form as a node's page gets it: hidden fields left out, with the values it may read. */
export function visibleForm(node: NodeForm, values: Record<string, unknown>, readOnly = false) {
  const fields = node.form.content.fields.filter((f) => node.permissions[f.key]?.readable);
  return {
    formKey: node.form.formKey,
    name: node.form.name,
    formVersion: node.form.formVersion,
    content: { ...node.form.content, fields },
    permissions: Object.fromEntries(fields.map((f) => [f.key, { readable: true, writable: !readOnly && node.permissions[f.key].writable }])),
    values: Object.fromEntries(fields.filter((f) => values[f.key] !== undefined).map((f) => [f.key, values[f.key]])),
  };
}
