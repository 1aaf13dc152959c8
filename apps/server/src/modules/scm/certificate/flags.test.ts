import { describe, expect, it } from 'vitest';
import { addDays, shanghaiToday } from '@beree/contracts';
import { archivedCertificate, businessLicence as licence, registrationCard as card, savedCertificate, submitCertificate as submit } from '../../../../test/certificates';
import { DEALER_ADMIN, HOSPITAL_ADMIN, MANUFACTURER_ADMIN, useServer } from '../../../../test/harness';

const server = useServer();
const base = '/api/beree-scm/certificate';
const today = shanghaiToday();
// Holder names no other test uses, so a list filtered by holder shows only this file's rows.
const serial = Math.floor(Math.random() * 1e6);

describe('certificate expiry flags (§3.5.1), today in Asia/Shanghai', () => {
  it('validityEnd today is valid but expiring, yesterday OVERDUE, today + warnDays EXPIRING_SOON, one day more no flag', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const at = async (end: string) => {
      const row = (await submit(s, token, licence({ longTerm: false, validityStart: '2020-01-01', validityEnd: end }))).body.data;
      return { stateFlag: row.stateFlag, daysToExpiry: row.daysToExpiry };
    };
    expect(await at(today)).toEqual({ stateFlag: 'EXPIRING_SOON', daysToExpiry: 0 });
    expect(await at(addDays(today, -1))).toEqual({ stateFlag: 'OVERDUE', daysToExpiry: -1 });
    expect(await at(addDays(today, 30))).toEqual({ stateFlag: 'EXPIRING_SOON', daysToExpiry: 30 });
    expect(await at(addDays(today, 31))).toEqual({ stateFlag: null, daysToExpiry: 31 });
  });

  it('the stateFlag filter (a range on validityEnd) keeps exactly the rows carrying the flag, at each boundary', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const holder = `边界持证企业${serial}`;
    const ends = [-1, 0, 30, 31].map((days) => addDays(today, days));
    for (const end of ends) await submit(s, token, licence({ subjectCompanyName: holder, longTerm: false, validityStart: '2020-01-01', validityEnd: end }));
    await submit(s, token, licence({ subjectCompanyName: holder, longTerm: true, validityStart: '2020-01-01', validityEnd: addDays(today, -10) }));
    const filtered = async (flag: string) => {
      const res = await s.call('GET', `${base}/list?size=50&subjectCompanyName=${encodeURIComponent(holder)}&stateFlag=${flag}`, { token });
      return res.body.data.records.map((r: { validityEnd: string; stateFlag: string }) => [r.validityEnd, r.stateFlag]).sort();
    };
    expect(await filtered('OVERDUE')).toEqual([[ends[0], 'OVERDUE']]);
    expect(await filtered('EXPIRING_SOON')).toEqual([[ends[1], 'EXPIRING_SOON'], [ends[2], 'EXPIRING_SOON']]);
  });

  it("takes the tenant's warning days per type: the manufacturer is warned 90 days before a registration expires", async () => {
    const s = server();
    const token = await s.login(MANUFACTURER_ADMIN);
    const start = addDays(today, -1000);
    const row = (await submit(s, token, card({ validityStart: start, validityEnd: addDays(today, 60) }))).body.data;
    expect(row.stateFlag).toBe('EXPIRING_SOON');
    const other = (await submit(s, token, licence({ longTerm: false, validityStart: start, validityEnd: addDays(today, 60) }))).body.data;
    expect(other.stateFlag).toBeNull();
    // The filter narrows the widest warning range by each type's own days.
    const ids = (await s.call('GET', `${base}/list?size=100&stateFlag=EXPIRING_SOON`, { token })).body.data.records.map((r: { id: string }) => r.id);
    expect(ids).toContain(row.id);
    expect(ids).not.toContain(other.id);
  });

  it("takes a hospital's warning days from its settings", async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const setting = await s.call('POST', '/api/beree-scm/hospital/settings', { token, body: { certWarnDays: { ENTERPRISE_CERTIFICATE: 60 } } });
    expect(setting.status, JSON.stringify(setting.body)).toBe(200);
    const row = (await submit(s, token, licence({ longTerm: false, validityStart: '2020-01-01', validityEnd: addDays(today, 45) }))).body.data;
    expect(row.stateFlag).toBe('EXPIRING_SOON');
    const contract = (await submit(s, token, { certType: 'CONTRACT', certName: '廉洁协议', certNo: 'YZ1-LJ-01', validityStart: '2020-01-01', validityEnd: addDays(today, 45) })).body.data;
    expect(contract.stateFlag).toBeNull();
  });

  it('filters the list by stateFlag (in SQL), expiry range, holder, type, number and archive status', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const holder = `测试持证企业${serial}`;
    const make = (end: string) => submit(s, token, licence({ subjectCompanyName: holder, longTerm: false, validityStart: '2020-01-01', validityEnd: end }));
    const overdue = (await make(addDays(today, -5))).body.data.id;
    const soon = (await make(addDays(today, 10))).body.data.id;
    const fine = (await make(addDays(today, 300))).body.data.id;
    const ids = async (query: string) => (await s.call('GET', `${base}/list?size=100&subjectCompanyName=${encodeURIComponent(holder)}&${query}`, { token })).body.data.records.map((r: { id: string }) => r.id).sort();
    expect(await ids('stateFlag=OVERDUE')).toEqual([overdue]);
    expect(await ids('stateFlag=EXPIRING_SOON')).toEqual([soon]);
    expect(await ids(`validityEnd_datege=${addDays(today, 1)}&validityEnd_datele=${addDays(today, 400)}`)).toEqual([soon, fine].sort());
    expect(await ids('certType=ENTERPRISE_CERTIFICATE&archiveStatus=SAVED')).toEqual([overdue, soon, fine].sort());
    expect(await ids('certType=REGISTRATION_CARD')).toEqual([]);
    const listed = (await s.call('GET', `${base}/list?subjectCompanyName=${encodeURIComponent(holder)}`, { token })).body.data.records;
    expect(listed.map((r: { attachmentCount: number }) => r.attachmentCount)).toEqual([0, 0, 0]);
    const bad = await s.call('GET', `${base}/list?stateFlag=EXPIRED`, { token });
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'stateFlag' } });
    const badDate = await s.call('GET', `${base}/list?validityEnd_datege=tomorrow`, { token });
    expect(badDate.body).toMatchObject({ code: 400, data: { field: 'validityEnd_datege' } });
  });

  it('certification-count: archived certificates in use by flag, and drafts not archived, by the same function', async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const url = '/api/beree-scm/home-page-statistics/certification-count';
    const before = (await s.call('GET', url, { token })).body.data;
    await archivedCertificate(s, token, licence({ longTerm: false, validityStart: '2020-01-01', validityEnd: addDays(today, -1) }));
    await archivedCertificate(s, token, licence({ longTerm: false, validityStart: '2020-01-01', validityEnd: addDays(today, 3) }));
    await archivedCertificate(s, token, licence());
    const stopped = await archivedCertificate(s, token, licence());
    await s.call('POST', `${base}/stop?ids=${stopped.id}`, { token });
    await savedCertificate(s, token, licence());
    const after = (await s.call('GET', url, { token })).body.data;
    expect(after).toEqual({
      total: before.total + 3,
      valid: before.valid + 1,
      expiringSoon: before.expiringSoon + 1,
      overdue: before.overdue + 1,
      saved: before.saved + 1,
    });
    const listed = await s.call('GET', `${base}/list?archiveStatus=ARCHIVE&useFlag=USING&stateFlag=OVERDUE&size=1`, { token });
    expect(listed.body.data.total).toBe(after.overdue);
  });
});
