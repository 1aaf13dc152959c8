import { describe, expect, it } from 'vitest';
import { DEALER_ADMIN, MANUFACTURER_ADMIN, useServer } from '../../../../test/harness';

const server = useServer();
const base = '/api/beree-scm/certificate';

describe('demo certificates (§7.3), dated from the seeding day', () => {
  it("show the dealer every flag at 30 days' warning", async () => {
    const s = server();
    const token = await s.login(DEALER_ADMIN);
    const rows = (await s.call('GET', `${base}/list?size=100&archiveStatus=ARCHIVE`, { token })).body.data.records as { certNo: string; stateFlag: string | null; daysToExpiry: number | null; useFlag: string }[];
    const flag = (certNo: string) => rows.filter((r) => r.certNo === certNo).map((r) => [r.stateFlag, r.daysToExpiry]);
    expect(flag('浙杭食药监械经营许20180123号')).toEqual([['EXPIRING_SOON', 0]]);
    expect(flag('粤卫消证字(2019)第0032号')).toEqual([['OVERDUE', -1]]);
    expect(flag('浙杭食药监械经营备20180456号')).toEqual([['EXPIRING_SOON', 1]]);
    expect(flag('国械注进20203030612')).toEqual([['EXPIRING_SOON', 30]]);
    expect(flag('国械注进20183130245')).toEqual([[null, 31]]);
    expect(flag('粤穗械备20210123号')).toEqual([[null, null]]);
    expect(rows.find((r) => r.certNo === 'KL-LJ-2024-002')?.useFlag).toBe('STOP');
  });

  it("show the manufacturer's renewal chain and a draft that cannot be archived", async () => {
    const s = server();
    const token = await s.login(MANUFACTURER_ADMIN);
    const chain = (await s.call('GET', `${base}/list?certNo=国械注准20193140562&ascs=validityEnd`, { token })).body.data.records;
    expect(chain.map((r: { archiveStatus: string; stateFlag: string | null }) => [r.archiveStatus, r.stateFlag])).toEqual([['RENEWAL', 'OVERDUE'], ['ARCHIVE', null]]);
    expect(chain[0].renewedById).toBe(chain[1].id);
    const draft = (await s.call('GET', `${base}/list?certNo=国械注准20243140215`, { token })).body.data.records[0];
    const res = await s.call('POST', `${base}/archive?ids=${draft.id}`, { token });
    expect(res.body).toMatchObject({ code: 400, data: { field: 'validityEnd' } });
  });
});
