import pg from 'pg';

// Apart from snapshot.ts, so that the helpers which start servers (server-process.ts), imported by
// the web and browser suites, do not bring the server's whole source into their typecheck.

/** Runs one statement on the server of `adminUrl` (creating or dropping a database). */
export async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `url` with its database name replaced. */
export const withDatabaseName = (url: string, name: string): string => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};
