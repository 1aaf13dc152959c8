import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASIC, PLATFORM_ADMIN, useServer } from './harness';

const server = useServer();

type Doc = OpenAPIV3_1.Document;
type Op = OpenAPIV3_1.OperationObject;

let doc: Doc;
let resolved: Doc;
beforeAll(async () => {
  const res = await server().app.inject({ method: 'GET', url: '/api/openapi.json' });
  doc = res.json() as Doc;
  resolved = (await SwaggerParser.dereference(structuredClone(doc))) as Doc;
});

const operations = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, op]) => ({ path, method, op: op as Op })),
  );

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

/** Checks an answer against the schema the document declares for that operation and status. */
function conforms(path: string, method: 'get' | 'post', status: number, body: unknown): string[] {
  const op = resolved.paths?.[path]?.[method] as Op | undefined;
  const response = op?.responses?.[String(status)] as OpenAPIV3_1.ResponseObject | undefined;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return [`no ${status} answer declared for ${method.toUpperCase()} ${path}`];
  const validate = ajv.compile(schema as object);
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    let errors: string[] = [];
    try {
      await SwaggerParser.validate(structuredClone(doc));
    } catch (error) {
      errors = String((error as Error).message).split('\n').filter(Boolean);
    }
    expect(errors, errors.slice(0, 20).join('\n')).toEqual([]);
  });

  it('declares every parameter with a schema, and lists their paging and filters', () => {
    for (const { path, method, op } of operations()) {
      for (const p of (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        expect(typeof p.schema, `${method} ${path} ${p.name}`).toBe('object');
        expect(p.name, `${method} ${path}`).not.toBe('additionalProperties');
      }
    }
    const names = (path: string) => ((doc.paths?.[path]?.get as Op).parameters as OpenAPIV3_1.ParameterObject[]).map((p) => p.name);
    expect(names('/api/blade-system/param/list')).toEqual(expect.arrayContaining(['current', 'size', 'ascs', 'descs', 'paramName', 'paramKey']));
    expect(names('/api/blade-system/user/page')).toEqual(expect.arrayContaining(['current', 'size']));
  });

  it('gives every operation its envelope answers and the refusals it can give', () => {
    for (const { path, method, op } of operations()) {
      const statuses = Object.keys(op.responses ?? {});
      expect(statuses.some((s) => /^[23]/.test(s)), `${method} ${path}`).toBe(true);
      if ((op.security ?? []).some((s) => 'token' in s)) expect(statuses, `${method} ${path}`).toContain('401');
    }
    const statuses = (path: string, method: 'get' | 'post') => Object.keys((doc.paths?.[path]?.[method] as Op).responses ?? {});
    expect(statuses('/api/blade-system/param/detail', 'get')).toEqual(['200', '400', '401', '403', '404']);
    expect(statuses('/api/blade-system/param/submit', 'post')).toEqual(expect.arrayContaining(['200', '400', '401', '403', '409']));
  });

  it('marks public operations as needing no token, the token endpoint the client header, the rest the token', () => {
    const security = (path: string, method: 'get' | 'post') => (doc.paths?.[path]?.[method] as Op).security;
    for (const [path, method] of [
      ['/api/blade-auth/oauth/captcha', 'get'],
      ['/api/blade-system/tenant/info', 'get'],
      ['/api/blade-system/user/register-guest', 'post'],
      ['/api/blade-auth/oauth/password-policy', 'get'],
      ['/api/health', 'get'],
    ] as const)
      expect(security(path, method), path).toEqual([]);
    expect(security('/api/blade-auth/oauth/token', 'post')).toEqual([{ client: [] }]);
    expect(security('/api/blade-system/param/list', 'get')).toEqual([{ token: [] }]);
    expect(security('/api/blade-auth/oauth/user-info', 'get')).toEqual([{ token: [] }]);
  });

  it('shows enumerations as enum', () => {
    const body = (doc.paths?.['/api/blade-system/menu/submit']?.post?.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json'].schema as OpenAPIV3_1.SchemaObject;
    expect(body.properties?.category).toMatchObject({ enum: [1, 2, '1', '2'] });
  });
});

describe('real answers match the schemas the document declares', () => {
  it('a list, a detail, a submit and a refused submit', async () => {
    const s = server();
    const token = await s.login(PLATFORM_ADMIN);
    const submit = await s.call('POST', '/api/blade-system/param/submit', { token, body: { paramName: 'Document check', paramKey: 'openapi.check', paramValue: '1' } });
    expect(submit.status).toBe(200);
    expect(conforms('/api/blade-system/param/submit', 'post', 200, submit.body)).toEqual([]);

    const list = await s.call('GET', '/api/blade-system/param/list?current=1&size=5', { token });
    expect(list.body.data.records.length).toBeGreaterThan(0);
    expect(conforms('/api/blade-system/param/list', 'get', 200, list.body)).toEqual([]);

    const detail = await s.call('GET', `/api/blade-system/param/detail?id=${submit.body.data.id}`, { token });
    expect(detail.body.data.paramKey).toBe('openapi.check');
    expect(conforms('/api/blade-system/param/detail', 'get', 200, detail.body)).toEqual([]);

    const refused = await s.call('POST', '/api/blade-system/param/submit', { token, body: { paramName: 'x', paramKey: '' } });
    expect(refused.status).toBe(400);
    expect(conforms('/api/blade-system/param/submit', 'post', 400, refused.body)).toEqual([]);

    const missing = await s.call('GET', '/api/blade-system/param/detail?id=1', { token });
    expect(missing.status).toBe(404);
    expect(conforms('/api/blade-system/param/detail', 'get', 404, missing.body)).toEqual([]);

    const signedOut = await s.call('GET', '/api/blade-system/param/list');
    expect(signedOut.status).toBe(401);
    expect(conforms('/api/blade-system/param/list', 'get', 401, signedOut.body)).toEqual([]);
  });

  it('the token answer, a refused sign-in and the captcha', async () => {
    const s = server();
    const granted = await s.token(PLATFORM_ADMIN);
    expect(granted.status).toBe(200);
    expect(conforms('/api/blade-auth/oauth/token', 'post', 200, granted.body)).toEqual([]);

    const refused = await s.token({ ...PLATFORM_ADMIN, password: 'wrong-password' });
    expect(refused.status).toBe(400);
    expect(conforms('/api/blade-auth/oauth/token', 'post', 400, refused.body)).toEqual([]);

    const info = await s.call('GET', '/api/blade-auth/oauth/user-info', { token: granted.body.access_token });
    expect(info.body.data.account).toBe('admin');
    expect(conforms('/api/blade-auth/oauth/user-info', 'get', 200, info.body)).toEqual([]);

    const captcha = await s.app.inject({ method: 'GET', url: '/api/blade-auth/oauth/captcha', headers: { authorization: BASIC } });
    expect(conforms('/api/blade-auth/oauth/captcha', 'get', 200, captcha.json())).toEqual([]);
  });
});
