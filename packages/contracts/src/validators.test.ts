import { describe, expect, it } from 'vitest';
import { dictLabel, DICTIONARIES } from './dictionaries';
import { message } from './messages';
import { EMAIL_RE, fileExtension, isEmpty, isImageFileName, isUnifiedSocialCreditCode, LANDLINE_RE, mobileProblem, POSTAL_CODE_RE } from './validators';

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

  it('R34: accepts public institutions\' codes (12…) of hospitals and refuses a wrong check character, a short code and letters outside the alphabet', () => {
    for (const v of ['12330100470001234C', '12330100470002345D', '12330122470003456A']) expect(isUnifiedSocialCreditCode(v), v).toBe(true);
    for (const v of ['12330100470001234D', '12330100470001234', '12330100470001234CC', '12330100470001234O', '1233010047000I234C']) expect(isUnifiedSocialCreditCode(v), v).toBe(false);
  });
});

describe('landline, postal code, email and image files of spec §5', () => {
  it('accepts a landline with an optional 3-4 digit area code and a 7-8 digit number', () => {
    for (const v of ['0571-88886666', '010-1234567', '02112345678', '1234567', '12345678']) expect(LANDLINE_RE.test(v), v).toBe(true);
    for (const v of ['123456', '0571-123456', '12-1234567', '0571_8888666', '123456789']) expect(LANDLINE_RE.test(v), v).toBe(false);
  });

  it('accepts six-digit postal codes only', () => {
    expect(POSTAL_CODE_RE.test('310000')).toBe(true);
    for (const v of ['31000', '3100000', '31000a']) expect(POSTAL_CODE_RE.test(v), v).toBe(false);
  });

  it('accepts ordinary email addresses', () => {
    for (const v of ['a@b.cn', 'li.ting+scm@hospital.example.com']) expect(EMAIL_RE.test(v), v).toBe(true);
    for (const v of ['a@b', '@b.cn', 'a b@c.cn', 'a@b.c']) expect(EMAIL_RE.test(v), v).toBe(false);
  });

  it('takes jpg, jpeg and png (any case) as images, nothing else', () => {
    for (const v of ['me.jpg', 'ME.JPEG', 'photo.final.png', 'C:\\pics\\a.png']) expect(isImageFileName(v), v).toBe(true);
    for (const v of ['a.gif', 'a.svg', 'png', '.png', 'a.png.exe', 'a']) expect(isImageFileName(v), v).toBe(false);
    expect(fileExtension('dir.d/name')).toBe('');
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
