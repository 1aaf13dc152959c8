import { and, eq } from 'drizzle-orm';
import { message, mobileProblem, SMS_LIMITS, type Lang, type SmsCategory } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { smsConfigs } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import { unseal } from '../../../core/secrets/sealing';
import type { RequestContext } from '../../../core/tenancy/context';
import { withTenant } from '../../../core/tenancy/with-tenant';
import { smsAdapterFor } from '../../message/channel/registry';
import type { AccountSettings, AdapterIo } from '../../message/channel/types';
import { bump } from '../../message/pipeline/counters';
import { readMessageSettings, wallClock } from '../../message/pipeline/settings';
import { listedReceivers, whitelistOn } from '../../message/pipeline/whitelist';
import type { SmsRow } from './service';

export interface SmsSendDeps {
  io: AdapterIo;
  production: boolean;
  secretKey: Buffer;
}

/** The adapter's settings of a configuration: BladeX's accessKey / secretKey / regionId read as each provider names them. */
function settingsOf(row: SmsRow, secret: string): AccountSettings {
  const endpoint = row.endpoint ?? undefined;
  switch (row.category as SmsCategory) {
    case 1:
      return { apikey: secret, endpoint };
    case 2:
      return { accessKey: row.accessKey, secretKey: secret, endpoint };
    case 3:
      return { accessKeyId: row.accessKey, accessKeySecret: secret, regionId: row.regionId, endpoint };
    case 4:
      return { secretId: row.accessKey, secretKey: secret, sdkAppId: row.appId, region: row.regionId, endpoint };
  }
}

function readPhones(text: string, lang: Lang): string[] {
  const phones = [...new Set(text.split(/[,，\s]+/).map((p) => p.trim()).filter(Boolean))];
  if (phones.length === 0) throw badRequest('phone.required', { field: 'phones' });
  if (phones.length > 100) throw badRequest('sms.phones.tooMany', { field: 'phones' });
  for (const phone of phones) {
    const problem = mobileProblem(phone);
    if (problem) throw badRequest('sms.phone.invalid', { field: 'phones', phone, problem: message(problem, lang) });
  }
  return phones;
}

function readParams(params: string | Record<string, string | number> | null | undefined): Record<string, string> {
  if (params === null || params === undefined || params === '') return {};
  let value: unknown = params;
  if (typeof params === 'string') {
    try {
      value = JSON.parse(params);
    } catch {
      throw badRequest('sms.params.invalid', { field: 'params' });
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('sms.params.invalid', { field: 'params' });
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
}

/**
 * POST sms/endpoint/send-message: the phones checked by the rules of spec §5, the tenant's whitelist
 * outside production, then per phone at most one message a minute and ten a day (atomic counters,
 * so simultaneous calls cannot slip past); the provider is called once they are committed.
 */
export async function sendSmsMessage(db: Executor, deps: SmsSendDeps, ctx: RequestContext, input: { code?: string | null; phones: string; params?: string | Record<string, string | number> | null }, lang: Lang) {
  const phones = readPhones(input.phones, lang);
  const variables = readParams(input.params);
  const row = await withTenant(db, ctx, async (tx) => {
    const code = input.code?.trim();
    const [config] = await tx
      .select()
      .from(smsConfigs)
      .where(and(eq(smsConfigs.isDeleted, 0), code ? eq(smsConfigs.smsCode, code) : eq(smsConfigs.status, 2)))
      .limit(1);
    if (!config) throw code ? badRequest('sms.code.notFound', { field: 'code', code }) : badRequest('sms.none', { field: 'code' });
    const settings = await readMessageSettings(tx, ctx.tenantId);
    if (whitelistOn(settings, deps.production)) {
      const listed = await listedReceivers(tx, phones);
      const outsider = phones.find((p) => !listed.has(p));
      if (outsider) throw badRequest('sms.whitelist', { field: 'phones', phone: outsider });
    }
    const now = new Date();
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    const { dayStart } = wallClock(now, settings.timeZone);
    for (const phone of phones) {
      const inMinute = await bump(tx, ctx.tenantId, `SMS-M:${phone}`, minute, new Date(minute.getTime() + 60_000));
      const inDay = await bump(tx, ctx.tenantId, `SMS-D:${phone}`, dayStart, new Date(dayStart.getTime() + 24 * 3600_000));
      if (inMinute > SMS_LIMITS.perMinute || inDay > SMS_LIMITS.perDay) throw badRequest('sms.limit', { field: 'phones', phone, ...SMS_LIMITS });
    }
    return config;
  });
  const receivers = phones.map((to) => ({ recordId: `sms${nextId()}`, to }));
  const outcomes = await smsAdapterFor(row.category as SmsCategory).send(
    settingsOf(row, unseal(deps.secretKey, row.secretSealed)),
    { receivers, title: '', content: '', variables, providerTemplateCode: row.templateId, signName: row.signName },
    deps.io,
  );
  const byId = new Map(outcomes.map((o) => [o.recordId, o]));
  const results = receivers.map(({ recordId, to }) => {
    const o = byId.get(recordId);
    return { phone: to, success: !!o?.ok, providerMsgId: o?.providerMsgId ?? null, error: o?.ok ? null : (o?.error ?? 'no answer from the provider') };
  });
  if (!results.some((r) => r.success)) throw badRequest('sms.send.failed', { field: 'phones', error: results[0]?.error ?? '' });
  return results;
}
