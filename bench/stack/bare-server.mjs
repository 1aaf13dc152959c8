// The bare stack: Fastify and pg, nothing else, running the statements of statements.mjs in one
// transaction per request as the application role with the tenant set, as our server does.
// Env: DATABASE_URL, PORT, TENANT, USER_ID.
import Fastify from 'fastify';
import pg from 'pg';
import { CALLS, CONTEXT } from './statements.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const tenant = process.env.TENANT;
const user = process.env.USER_ID;
const app = Fastify({ logger: false });

for (const call of Object.values(CALLS)) {
  app.get(call.path.split('?')[0], async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(CONTEXT, [tenant, user, 'beree_app']);
      const results = [];
      for (const [text, params] of call.statements(tenant, user)) results.push((await client.query(text, params)).rows);
      await client.query('commit');
      const [[{ count }], records] = results.length === 2 && 'count' in (results[0][0] ?? {}) ? results : [results[1], results[0]];
      return { code: 200, success: true, data: { records, total: Number(count) }, msg: '操作成功' };
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  });
}

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare stack listening');
