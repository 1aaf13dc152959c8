/** Pushes to partner systems (推送, domain model §3.13): enumerations with labels, the endpoint form, the wire of a push. */
import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from '../schemas/common';

/** The documents a partner system may receive. */
export const PUSH_DOC_TYPES = ['DELIVERY', 'INVOICE', 'SURGICAL'] as const;
export type PushDocType = (typeof PUSH_DOC_TYPES)[number];
export const PUSH_DOC_TYPE_LABELS: Record<PushDocType, { zh: string; en: string }> = {
  DELIVERY: { zh: '配送单', en: 'Delivery note' },
  INVOICE: { zh: '发票', en: 'Invoice' },
  SURGICAL: { zh: '跟台手术单', en: 'Surgical order' },
};

export const PUSH_TARGET_SYSTEMS = ['HIS', 'SPD', 'HRP', 'PROVINCIAL_PLATFORM'] as const;
export type PushTargetSystem = (typeof PUSH_TARGET_SYSTEMS)[number];
export const PUSH_TARGET_SYSTEM_LABELS: Record<PushTargetSystem, { zh: string; en: string }> = {
  HIS: { zh: 'HIS', en: 'HIS' },
  SPD: { zh: 'SPD', en: 'SPD' },
  HRP: { zh: 'HRP', en: 'HRP' },
  PROVINCIAL_PLATFORM: { zh: '省级平台', en: 'Provincial platform' },
};

/** The outcome of the last attempt (dictionary pushState). */
export const PUSH_STATUSES = ['UN_PUSH', 'PUSH_SUCCESS', 'PUSH_FAILURE'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];
/** Where the document stands with the partner (dictionary pushStates): ALREADY_TAKEN is final. */
export const PUSH_STATES = ['UN_PUSH', 'END_PUSH', 'ALREADY_TAKEN'] as const;
export type PushStates = (typeof PUSH_STATES)[number];

/** Attempts of one round (first send or a manual re-push) before it waits for a clerk. */
export const PUSH_MAX_ATTEMPTS = 10;
/** The wait after attempt n (1-based): 1 min, 5 min, 30 min, then every 2 hours. */
export const pushBackoffMs = (attempt: number): number => [60_000, 300_000, 1_800_000][attempt - 1] ?? 7_200_000;

/**
 * The headers of a push and of a partner's acknowledgement. The signature is HMAC-SHA256, in hex,
 * over `${timestamp}.${body}` with the endpoint's shared secret; the timestamp is Unix seconds.
 */
export const PUSH_HEADERS = {
  signature: 'x-beree-signature',
  timestamp: 'x-beree-timestamp',
  idempotencyKey: 'idempotency-key',
  endpoint: 'x-beree-endpoint',
  docType: 'x-beree-doc-type',
} as const;
/** How far a signed timestamp may be from the server's clock. */
export const PUSH_SIGNATURE_TOLERANCE_SECONDS = 300;

/** POST push-endpoint/submit (the hospital): a new endpoint (secret required) or a change (secret kept when left out). */
export const pushEndpointSubmitSchema = z.object({
  id: idString.nullish(),
  version: versionField,
  endpointName: requiredText('push.endpoint.name.required', 64),
  targetSystem: z.enum(PUSH_TARGET_SYSTEMS, { error: 'push.endpoint.targetSystem.invalid' }),
  url: z
    .string({ error: 'push.endpoint.url.invalid' })
    .trim()
    .max(500, { error: 'field.tooLong' })
    .refine((v) => {
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, { error: 'push.endpoint.url.invalid' })
    .meta({ pattern: '^https?://', examples: ['https://example.org/push'] }),
  secret: z.string({ error: 'push.endpoint.secret.invalid' }).min(16, { error: 'push.endpoint.secret.invalid' }).max(200, { error: 'push.endpoint.secret.invalid' }).nullish(),
  docTypes: z.array(z.enum(PUSH_DOC_TYPES, { error: 'push.endpoint.docTypes.invalid' }), { error: 'push.endpoint.docTypes.invalid' }).min(1, { error: 'push.endpoint.docTypes.invalid' }).max(PUSH_DOC_TYPES.length),
  enabled: z.boolean({ error: 'field.invalid' }).nullish(),
  remark: optionalText(500),
});
export type PushEndpointSubmit = z.infer<typeof pushEndpointSubmitSchema>;

/**
 * What a partner says when it has taken a document in, either as the answer to the push or later,
 * signed, on push/ack: the idempotency key it received and, if it likes, its own document id.
 */
export const pushAckSchema = z.object({
  idempotencyKey: z.string({ error: 'push.ack.key.invalid' }).min(1, { error: 'push.ack.key.invalid' }).max(100, { error: 'push.ack.key.invalid' }),
  partnerDocId: z.string({ error: 'field.invalid' }).max(64, { error: 'field.tooLong' }).nullish(),
});
export type PushAck = z.infer<typeof pushAckSchema>;
