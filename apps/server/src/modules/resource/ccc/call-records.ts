import type { CccCall, CccRecording } from '@beree/contracts';
import { formatDateTime } from '../../../core/http/wire';
import { field } from '../../message/channel/http';

/**
 * Cloud Call Center's records in the shape this product answers. The provider writes times as Unix
 * milliseconds and, depending on the action, numbers as numbers or as text (ListCallDetailRecords
 * gives CallDuration as a string, GetCallDetailRecord as a long); both are read the same way here.
 */

const text = (raw: unknown, name: string): string | null => {
  const value = field(raw, name);
  return value === undefined || value === null || value === '' ? null : String(value);
};

const number = (raw: unknown, name: string): number | null => {
  const value = field(raw, name);
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const flag = (raw: unknown, name: string): boolean | null => {
  const value = field(raw, name);
  return typeof value === 'boolean' ? value : value === 'true' ? true : value === 'false' ? false : null;
};

/** A millisecond time as wire text; 0 or none means the moment never came (a call never established). */
const time = (raw: unknown, name: string): string | null => {
  const ms = number(raw, name);
  return ms === null || ms <= 0 ? null : formatDateTime(new Date(ms));
};

/** One call of ListCallDetailRecords' List or GetCallDetailRecord's Data. */
export function toCall(raw: unknown): CccCall {
  return {
    contactId: text(raw, 'ContactId') ?? '',
    instanceId: text(raw, 'InstanceId') ?? '',
    caller: text(raw, 'CallingNumber'),
    callee: text(raw, 'CalledNumber'),
    callerLocation: text(raw, 'CallerLocation'),
    calleeLocation: text(raw, 'CalleeLocation'),
    direction: text(raw, 'ContactType')?.toUpperCase() ?? null,
    disposition: text(raw, 'ContactDisposition'),
    releaseInitiator: text(raw, 'ReleaseInitiator'),
    releaseReason: text(raw, 'ReleaseReason'),
    startTime: time(raw, 'StartTime'),
    establishedTime: time(raw, 'EstablishedTime'),
    releaseTime: time(raw, 'ReleaseTime'),
    duration: number(raw, 'CallDuration'),
    agentIds: text(raw, 'AgentIds'),
    agentNames: text(raw, 'AgentNames'),
    skillGroupNames: text(raw, 'SkillGroupNames'),
    // The detail calls it Satisfaction, the list SatisfactionIndex.
    satisfaction: number(raw, 'Satisfaction') ?? number(raw, 'SatisfactionIndex'),
    satisfactionDescription: text(raw, 'SatisfactionDescription'),
    satisfactionSurveyOffered: flag(raw, 'SatisfactionSurveyOffered'),
    satisfactionSurveyChannel: text(raw, 'SatisfactionSurveyChannel'),
    recordingReady: flag(raw, 'RecordingReady'),
  };
}

/** GetMonoRecording's or GetMultiChannelRecording's Data; null when it names no file. */
export function toRecording(raw: unknown, contactId: string, channel: CccRecording['channel']): CccRecording | null {
  const url = text(raw, 'FileUrl');
  if (!url) return null;
  return { contactId, channel, fileName: text(raw, 'FileName'), url, durationMs: number(raw, 'Duration') };
}
