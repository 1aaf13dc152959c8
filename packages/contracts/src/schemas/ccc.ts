import { z } from 'zod';
import { isCalendarDateOrDateTime } from '../calendar';
import { idString, optionalText, requiredText, versionField } from './common';

/** POST blade-resource/ccc/submit: a Cloud Call Center account; the secret is required when adding, blank on an edit keeps the stored one. */
export const cccSubmitSchema = z
  .object({
    id: idString.nullish(),
    version: versionField,
    cccCode: requiredText('ccc.code.required', 64).regex(/^[A-Za-z0-9_-]+$/, { error: 'ccc.code.invalid' }),
    instanceId: requiredText('ccc.instanceId.required', 128),
    accessKey: requiredText('ccc.accessKey.required', 128),
    secretKey: z.string().max(256, { error: 'field.tooLong' }).nullish(),
    regionId: optionalText(64),
    endpoint: z.string().trim().max(500, { error: 'field.tooLong' }).regex(/^(https?:\/\/\S+)?$/, { error: 'ccc.endpoint.invalid' }).nullish(),
    remark: optionalText(255),
  })
  .superRefine((value, ctx) => {
    if (!value.id && !value.secretKey?.trim()) ctx.addIssue({ code: 'custom', path: ['secretKey'], message: 'ccc.secretKey.required' });
  });
export type CccSubmit = z.infer<typeof cccSubmitSchema>;

/** GET aliyun/ccc/api/detail: one call of one of the tenant's instances. */
export const cccCallQuerySchema = z.object({
  instanceId: requiredText('ccc.instanceId.required', 128),
  contactId: requiredText('ccc.contactId.required', 128),
});

/** GET aliyun/ccc/api/record: mono is the one WAV track a browser plays; multi the provider's multi-channel file. */
export const CCC_RECORDING_CHANNELS = ['mono', 'multi'] as const;
export const cccRecordQuerySchema = cccCallQuerySchema.extend({
  channel: z.enum(CCC_RECORDING_CHANNELS, { error: 'ccc.channel.invalid' }).optional(),
});

/** The provider answers at most this many calls a page. */
export const CCC_MAX_PAGE_SIZE = 100;

const dateTime = z
  .string()
  .trim()
  .refine((v) => v === '' || (!v.includes('T') && isCalendarDateOrDateTime(v)), { error: 'ccc.time.invalid' })
  .nullish();

/** GET aliyun/ccc/api/list: a page of calls of the tenant's enabled account (or the named instance), newest first. */
export const cccCallListQuerySchema = z.object({
  current: z.coerce.number({ error: 'field.invalid' }).int({ error: 'field.invalid' }).min(1, { error: 'field.invalid' }).max(100_000, { error: 'field.invalid' }).optional(),
  size: z.coerce.number({ error: 'ccc.size.invalid' }).int({ error: 'ccc.size.invalid' }).min(1, { error: 'ccc.size.invalid' }).max(CCC_MAX_PAGE_SIZE, { error: 'ccc.size.invalid' }).optional(),
  instanceId: z.string().trim().max(128, { error: 'field.tooLong' }).nullish(),
  startTime: dateTime,
  endTime: dateTime,
  contactId: z.string().trim().max(128, { error: 'field.tooLong' }).nullish(),
  /** Calling or called number, or a part of it. */
  phone: z.string().trim().max(32, { error: 'field.tooLong' }).regex(/^[0-9+*#-]*$/, { error: 'ccc.phone.invalid' }).nullish(),
});
export type CccCallListQuery = z.infer<typeof cccCallListQuerySchema>;

/** Direction of a call as Cloud Call Center names its contact types. */
export const CCC_CONTACT_TYPES = ['INBOUND', 'OUTBOUND', 'INTERNAL', 'CONFERENCE', 'PRIVACY_DIAL', 'BACK2BACK', 'PREDICTIVE'] as const;

/** A call as answered by aliyun/ccc/api/list and /detail (times on the wire as yyyy-MM-dd HH:mm:ss, durations in seconds). */
export interface CccCall {
  contactId: string;
  instanceId: string;
  caller: string | null;
  callee: string | null;
  callerLocation: string | null;
  calleeLocation: string | null;
  /** The provider's contact type, upper case (INBOUND, OUTBOUND, …). */
  direction: string | null;
  /** Why it ended (Success, NoAnswer, AbandonedInQueue, …). */
  disposition: string | null;
  releaseInitiator: string | null;
  releaseReason: string | null;
  startTime: string | null;
  establishedTime: string | null;
  releaseTime: string | null;
  duration: number | null;
  agentIds: string | null;
  agentNames: string | null;
  skillGroupNames: string | null;
  satisfaction: number | null;
  satisfactionDescription: string | null;
  satisfactionSurveyOffered: boolean | null;
  satisfactionSurveyChannel: string | null;
  recordingReady: boolean | null;
}

/** GET aliyun/ccc/api/record: the provider's signed download link of the recording, valid for a limited time. */
export interface CccRecording {
  contactId: string;
  channel: (typeof CCC_RECORDING_CHANNELS)[number];
  fileName: string | null;
  url: string;
  /** Milliseconds, when the provider says. */
  durationMs: number | null;
}
