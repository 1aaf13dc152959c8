import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';

/** The one driver of a data source: this product speaks PostgreSQL through node-postgres. */
export const POSTGRES_DRIVER = 'org.postgresql.Driver';

/** The id of the product's own database, always listed first and never stored. */
export const DEFAULT_DATASOURCE_ID = '0';

/**
 * A data source URL as stored: `postgres://host:port/db`. A JDBC URL of PostgreSQL
 * (`jdbc:postgresql://…`, as BladeX kept them) becomes the same URL without its prefix; a JDBC
 * URL of another database is refused (datasource.url.driver), anything else too (datasource.url.invalid),
 * and so is a URL carrying the user or the password (they have fields of their own).
 */
export function normalizeSourceUrl(text: string): { url: string } | { error: 'datasource.url.driver' | 'datasource.url.invalid' | 'datasource.url.credentials' } {
  let url = text.trim();
  const jdbc = /^jdbc:([a-z0-9]+):/i.exec(url);
  if (jdbc) {
    if (jdbc[1].toLowerCase() !== 'postgresql') return { error: 'datasource.url.driver' };
    url = url.slice('jdbc:'.length);
  }
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    // mysql://, oracle://…: another database, not a mistyped URL.
    return { error: !jdbc && /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? 'datasource.url.driver' : 'datasource.url.invalid' };
  }
  try {
    const parsed = new URL(url);
    if (!parsed.hostname || parsed.pathname.length < 2 || parsed.pathname.slice(1).includes('/')) return { error: 'datasource.url.invalid' };
    // The password is sealed in its own field; in the URL it would be stored in clear.
    if (parsed.username || parsed.password) return { error: 'datasource.url.credentials' };
  } catch {
    return { error: 'datasource.url.invalid' };
  }
  return { url: url.replace(/^postgres(ql)?:\/\//i, 'postgres://') };
}

/** The URL field: required, then normalized (the stored text is the postgres:// form). */
const sourceUrl = requiredText('datasource.url.required', 500)
  .meta({ pattern: '^(jdbc:)?postgres(ql)?://' })
  .transform((value, ctx) => {
    const result = normalizeSourceUrl(value);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.error });
      return z.NEVER;
    }
    return result.url;
  });

/**
 * Data source (wire-protocol §8 blade_datasource): a PostgreSQL database. The password is
 * required when adding; on update an empty password keeps the stored one, since no answer carries
 * it. The driver class is informational: always PostgreSQL's.
 */
export const datasourceSubmitSchema = z
  .object({
    id: idString.nullish(),
    name: requiredText('datasource.name.required', 100),
    driverClass: optionalText(100),
    url: sourceUrl,
    username: requiredText('datasource.username.required', 45),
    password: z.string().max(255, { error: 'field.tooLong' }).nullish(),
    remark: optionalText(255),
    version: versionField,
  })
  .superRefine((value, ctx) => {
    if (!value.id && !value.password) ctx.addIssue({ code: 'custom', path: ['password'], message: 'datasource.password.required' });
  });
export type DatasourceSubmit = z.infer<typeof datasourceSubmitSchema>;

/**
 * 测试连接 of an unsaved form: the connection as typed. With the id of a saved source and no
 * password, the stored password is used (an edit form never shows it).
 */
export const datasourceTestSchema = z.object({
  id: idString.nullish(),
  url: sourceUrl,
  username: requiredText('datasource.username.required', 45),
  password: z.string().max(255, { error: 'field.tooLong' }).nullish(),
});
export type DatasourceTest = z.infer<typeof datasourceTestSchema>;
