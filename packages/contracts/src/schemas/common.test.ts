import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idListText, idString, isId, isParentId, parentIdString, requiredId, versionField } from './common';

describe('the one id schema', () => {
  it('takes 1..19 digits within the signed 64-bit range, never 0', () => {
    expect(['1', '007', '1123598821738675201', '9223372036854775807'].every(isId)).toBe(true);
    expect(['0', '000', '', '-1', '1.5', ' 1', '9223372036854775808', '12345678901234567890', '1e3'].some(isId)).toBe(false);
    expect(isParentId('0')).toBe(true);
    expect(isParentId('9223372036854775808')).toBe(false);
  });

  it('parses body ids as text or exact numbers, and parents with 0 for the top', () => {
    const body = z.object({ id: idString.nullish(), parentId: parentIdString.nullish(), version: versionField });
    expect(body.parse({ id: 12, parentId: 0, version: 3 })).toEqual({ id: '12', parentId: '0', version: 3 });
    expect(body.parse({ parentId: '' })).toEqual({ parentId: '0' });
    for (const bad of [{ id: '0' }, { id: 0 }, { id: '9223372036854775808' }, { id: true }, { parentId: -1 }, { version: 2 ** 31 }, { version: 1.5 }]) {
      const issue = body.safeParse(bad).error?.issues[0];
      expect(issue?.path, JSON.stringify(bad)).toEqual([Object.keys(bad)[0]]);
    }
    expect(body.safeParse({ id: '0' }).error?.issues[0].message).toBe('id.invalid');
  });

  it('a required id names what to choose when missing, and is invalid when wrong', () => {
    const schema = z.object({ id: requiredId('attach.id.required') });
    expect(schema.safeParse({}).error?.issues[0].message).toBe('attach.id.required');
    expect(schema.safeParse({ id: '0' }).error?.issues[0].message).toBe('id.invalid');
  });

  it('id lists need every entry to be an id', () => {
    expect(idListText.safeParse('1,2, 3').success).toBe(true);
    for (const bad of ['', ',', '1,0', `1,9223372036854775808`, '1,x']) expect(idListText.safeParse(bad).success, bad).toBe(false);
  });
});
