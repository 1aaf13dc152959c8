import { describe, expect, it } from 'vitest';
import { HOSPITAL_ADMIN, useServer } from '../../../test/harness';
import { addTemplate, drain, MSG, send, states, task } from '../../../test/message-centre';

const server = useServer();

describe('message pipeline', () => {
  it('answers SAVED, then runs RECEIVE → SEND_SUCCESS for an in-app template and rings the bell', async () => {
    const s = server();
    const token = await s.login(HOSPITAL_ADMIN);
    const me = (await s.call('GET', '/api/blade-auth/oauth/user-info', { token })).body.data;
    const t = await addTemplate(s, token, {});
    const res = await send(s, token, { templateId: t.id, receivers: [String(me.userId ?? me.user_id)], variables: { subject: '验收单' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('SAVED');
    await drain(s);
    const done = await task(s, token, res.body.data.id);
    expect(done.status).toBe('SEND_SUCCESS');
    expect(states(done)).toEqual(['SAVED', 'RECEIVE', 'SEND_SUCCESS']);
    const inbox = await s.call('GET', '/api/beree-desk/message-record/page?isRead=0', { token });
    expect(inbox.body.data.records[0]).toMatchObject({ title: '通知：验收单' });
  });
});
