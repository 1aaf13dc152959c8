import { describe, expect, it } from 'vitest';
import { dictLabel, DICTIONARIES } from './dictionaries';
import { message } from './messages';
import { isEmpty, isUnifiedSocialCreditCode, mobileProblem } from './validators';

describe('validators of spec §5', () => {
  it('treats null, empty text, empty collections and the texts null/undefined as empty; never booleans or numbers', () => {
    for (const v of [null, undefined, '', [], {}, 'null', 'undefined']) expect(isEmpty(v), String(v)).toBe(true);
    for (const v of [false, true, 0, 1, ' ', [0], { a: 1 }]) expect(isEmpty(v), JSON.stringify(v)).toBe(false);
  });

  it('checks mobile numbers with the three spec messages', () => {
    expect(mobileProblem('')).toBe('phone.required');
    expect(mobileProblem('1380013800')).toBe('phone.length');
    expect(mobileProblem('23800138000')).toBe('phone.format');
    expect(mobileProblem('13800138000')).toBeNull();
    expect(message('phone.length')).toBe('手机号码长度不为11位');
  });

  it('checks the unified social credit code check character', () => {
    expect(isUnifiedSocialCreditCode('91320594MA1XK7Q203')).toBe(true);
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100m000100Y43')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100I43')).toBe(false);
  });
});

describe('dictionaries', () => {
  it('hold every enumeration once with unique keys, and show -- for a missing entry', () => {
    const codes = DICTIONARIES.map((d) => d.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const d of DICTIONARIES) expect(new Set(d.items.map((i) => i.key)).size, d.code).toBe(d.items.length);
    expect(dictLabel('noticeCategory', 'HOSPITAL_NOTICE')).toBe('医院通知');
    expect(dictLabel('managementLevel', 'THREELEVEL')).toBe('Ⅲ');
    expect(dictLabel('noticeCategory', 'NOPE')).toBe('--');
  });
});
