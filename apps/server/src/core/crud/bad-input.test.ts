import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, PLATFORM_ADMIN, useServer } from '../../../test/harness';

const server = useServer();
/** One above the largest signed 64-bit integer, and a 20-digit number. */
const BEYOND_INT8 = '9223372036854775808';
const TWENTY_DIGITS = '12345678901234567890';
const NUL = 'a\u0000b';

const en = { 'accept-language': 'en' };
let seq = 0;
const param = () => ({ paramName: '坏输入', paramKey: `bad.input.${++seq}.${Date.now()}`, paramValue: 'v' });

describe('ids: digits within the signed 64-bit range, and "0" is no id', () => {
  it('refuses id "0" on submit instead of treating it as "add" (attach, data source, parameter)', async () => {
    const s = server();
    const admin = await s.login(PLATFORM_ADMIN);
    const attach = await s.call('POST', '/api/blade-resource/attach/submit', { token: admin, body: { id: '0', originalName: 'x.txt' }, headers: en });
    expect(attach).toMatchObject({ status: 400, body: { code: 400, success: false, data: { field: 'id' }, msg: 'id must be numeric ids' } });
    const datasource = await s.call('POST', '/api/blade-develop/datasource/submit', {
      token: admin,
      body: { id: '0', name: 'x', driverClass: 'org.postgresql.Driver', url: 'jdbc:postgresql://h/db', username: 'u', password: 'p' },
    });
    expect(datasource).toMatchObject({ status: 400, body: { data: { field: 'id' }, msg: 'id必须是数字编号' } });

    const token = await s.login(HOSPITAL_ADMIN);
    const body = param();
    for (const id of ['0', 0]) {
      const res = await s.call('POST', '/api/blade-system/param/submit', { token, body: { ...body, id } });
      expect(res).toMatchObject({ status: 400, body: { data: { field: 'id' } } });
    }
    const listed = await s.call('GET', `/api/blade-system/param/list?paramKey=${body.paramKey}`, { token });
    expect(listed.body.data.total).toBe(0);
  });

  it('refuses ids beyond the bigint range in detail, remove and trees, naming the parameter', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    for (const id of [BEYOND_INT8, TWENTY_DIGITS, '0']) {
      const detail = await s.call('GET', `/api/blade-system/param/detail?id=${id}`, { token });
      expect(detail).toMatchObject({ status: 400, body: { data: { field: 'id' } } });
      const remove = await s.call('POST', `/api/blade-system/param/remove?ids=1,${id}`, { token });
      expect(remove).toMatchObject({ status: 400, body: { data: { field: 'ids' } } });
    }
    const tree = await s.call('GET', `/api/blade-system/dept/lazy-tree?parentId=${BEYOND_INT8}`, { token });
    expect(tree).toMatchObject({ status: 400, body: { data: { field: 'parentId' } } });
    const filtered = await s.call('GET', `/api/blade-system/dept/lazy-list?parentId=${BEYOND_INT8}`, { token });
    expect(filtered).toMatchObject({ status: 400, body: { data: { field: 'parentId' } } });
    // The largest id is still an id, and 0 still names the top of a tree.
    expect((await s.call('GET', '/api/blade-system/param/detail?id=9223372036854775807', { token })).status).toBe(404);
    // A file link names its attachment by id: one beyond the range names no file.
    const file = await s.call('GET', `/api/blade-resource/oss/endpoint/file/100001/20240101/${BEYOND_INT8}.txt`, { token });
    expect(file).toMatchObject({ status: 404, body: { code: 404, success: false } });
    const top = await s.call('GET', '/api/blade-system/dept/lazy-tree?parentId=0', { token });
    expect(top.status).toBe(200);
    expect(top.body.data.length).toBeGreaterThan(0);
  });
});

describe('text: NUL characters are refused naming the field', () => {
  it('in list filters, submit bodies, send-logs and dictionary codes', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const filter = await s.call('GET', `/api/blade-system/param/list?paramName=${encodeURIComponent(NUL)}`, { token, headers: en });
    expect(filter).toMatchObject({ status: 400, body: { code: 400, data: { field: 'paramName' }, msg: 'paramName contains a character that is not allowed' } });
    const key = await s.call('GET', `/api/blade-system/param/list?param%00Name=x`, { token });
    expect(key).toMatchObject({ status: 400, body: { data: { field: 'paramName' } } });
    const submit = await s.call('POST', '/api/blade-system/param/submit', { token, body: { ...param(), remark: NUL } });
    expect(submit).toMatchObject({ status: 400, body: { data: { field: 'remark' }, msg: 'remark含有不允许的字符' } });
    const logs = await s.call('POST', '/api/blade-log/error/send-logs', { token, body: [{ type: 'error', message: 'ok' }, { type: 'error', message: NUL }] });
    expect(logs).toMatchObject({ status: 400, body: { data: { field: '1.message' } } });
    const dictionary = await s.call('GET', `/api/blade-system/dict/dictionary?code=${encodeURIComponent(NUL)}`, { token });
    expect(dictionary).toMatchObject({ status: 400, body: { data: { field: 'code' } } });
  });
});

describe('numbers and lengths: what the columns hold', () => {
  it('refuses a version beyond 32 bits', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const added = await s.call('POST', '/api/blade-system/param/submit', { token, body: param() });
    for (const version of [2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1]) {
      const res = await s.call('POST', '/api/blade-system/param/submit', { token, body: { ...added.body.data, version }, headers: en });
      expect(res).toMatchObject({ status: 400, body: { data: { field: 'version' }, msg: 'version is not valid' } });
    }
  });

  it('refuses text longer than its column, with the column’s size (tenant package name: 100)', async () => {
    const s = server();
    const admin = await s.login(PLATFORM_ADMIN);
    const body = { packageName: '包'.repeat(150), menuId: '1123598815738675201' };
    const res = await s.call('POST', '/api/blade-system/tenant-package/submit', { token: admin, body, headers: en });
    expect(res).toMatchObject({ status: 400, body: { data: { field: 'packageName' }, msg: 'packageName must be at most 100 characters' } });
    const fits = await s.call('POST', '/api/blade-system/tenant-package/submit', { token: admin, body: { ...body, packageName: '包'.repeat(100) } });
    expect(fits.status).toBe(200);
  });

  it('refuses a number beyond an int column in a list filter', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const res = await s.call('GET', '/api/blade-system/dept/list?deptCategory=99999999999', { token });
    expect(res).toMatchObject({ status: 400, body: { data: { field: 'deptCategory' } } });
  });
});
