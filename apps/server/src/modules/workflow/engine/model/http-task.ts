import type { Template } from '../expr/template';
import type { El, ElementReader } from './element-reader';

/** What a Flowable HTTP task asks (serviceTask flowable:type="http" with its flowable:field settings). */
export interface HttpTaskConfig {
  readonly method: string;
  readonly url: Template;
  /** "Name: value" lines, expressions allowed. */
  readonly headers?: Template;
  readonly body?: Template;
  readonly timeoutMs: number;
  /** The variable the answer's body goes to (Flowable's default: <task id>ResponseBody). */
  readonly responseVariable: string;
  /** The body parsed as JSON into the variable (saveResponseVariableAsJson), else kept as text. */
  readonly json: boolean;
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_TIMEOUT_MS = 60_000;

export const isHttpTask = (el: El): boolean => String(el.$attrs?.['flowable:type'] ?? el.type ?? '').trim() === 'http';

/** A field's text, written as an attribute (stringValue, expression) or as a child element. */
function fieldsOf(el: El): Map<string, string> {
  const fields = new Map<string, string>();
  for (const f of (el.extensionElements?.values ?? []) as El[]) {
    if (f.$type !== 'flowable:Field' || !f.name) continue;
    const text = f.stringValue ?? f.string ?? f.expression ?? f.$attrs?.expression;
    if (text !== undefined && String(text).trim() !== '') fields.set(String(f.name), String(text).trim());
  }
  return fields;
}

/**
 * Reads an HTTP task (ADR 0088): requestMethod, requestUrl, requestHeaders, requestBody,
 * requestTimeout, responseVariableName and saveResponseVariableAsJson, as Flowable names them.
 * The URL is required; a method other than GET, POST, PUT, PATCH and DELETE is refused.
 */
export function readHttpTask(reader: ElementReader, el: El): HttpTaskConfig | undefined {
  const fields = fieldsOf(el);
  const url = reader.template(el, fields.get('requestUrl'));
  if (!url) {
    reader.problem(el, 'httpUrl');
    return undefined;
  }
  const method = (fields.get('requestMethod') ?? 'GET').toUpperCase();
  if (!(HTTP_METHODS as readonly string[]).includes(method)) reader.problem(el, 'httpMethod', method);
  const timeout = Number(fields.get('requestTimeout') ?? DEFAULT_TIMEOUT_MS);
  return {
    method,
    url,
    headers: reader.template(el, fields.get('requestHeaders')),
    body: reader.template(el, fields.get('requestBody')),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? Math.min(timeout, MAX_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS,
    responseVariable: fields.get('responseVariableName') ?? `${el.id}ResponseBody`,
    json: fields.get('saveResponseVariableAsJson') === 'true',
  };
}
