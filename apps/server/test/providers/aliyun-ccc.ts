import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { checkRpcCall } from './aliyun-rpc';
import { hang, json, Script, serve, type Behaviour } from './http-double';

/**
 * Aliyun Cloud Call Center (CCC 2020-07-01) as Aliyun answers it: every call's key, signature,
 * timestamp and nonce checked first (aliyun-rpc.ts), then GetCallDetailRecord, ListCallDetailRecords,
 * GetMonoRecording and GetMultiChannelRecording over one instance's calls, in the shapes of
 * Aliyun's API reference. The recording links point back at this double, which serves a short WAV.
 */
export interface CccDoubleCall {
  /** Every parameter of the call but Signature, decoded. */
  params: Record<string, string>;
}

export interface CccDouble {
  url: string;
  instanceId: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** The instance's calls, newest first, as Aliyun's list answers them. */
  calls: Record<string, unknown>[];
  /** Calls that passed the signature check, in arrival order. */
  received: CccDoubleCall[];
  /** The next calls' answers: 'hang' never answers, { status, body } answers exactly that; the rest as the API does. */
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

const HOST = 'ccc.cn-shanghai.aliyuncs.com';

/** 09:00 on 2 March 2026 in Shanghai: the instance's calls start from here, an hour apart. */
export const FIRST_CALL_AT = Date.UTC(2026, 2, 2, 1, 0, 0);

/** Twelve calls of a hospital's service line: inbound patients and outbound follow-ups, one unanswered. */
function sampleCalls(instanceId: string): Record<string, unknown>[] {
  const agents = [
    ['agent-wang@' + instanceId, '王晓燕'],
    ['agent-li@' + instanceId, '李明'],
  ];
  return Array.from({ length: 12 }, (_, i) => {
    const inbound = i % 3 !== 1;
    const answered = i !== 4;
    const start = FIRST_CALL_AT + i * 3600_000;
    const duration = answered ? 45 + i * 17 : 0;
    const customer = `1390571${String(320 + i).padStart(4, '0')}`;
    const line = '057188060000';
    const [agentId, agentName] = agents[i % 2];
    return {
      ContactId: `job-2026030209${String(1000 + i)}`,
      InstanceId: instanceId,
      CallingNumber: inbound ? customer : line,
      CalledNumber: inbound ? line : customer,
      CallerLocation: '浙江杭州',
      CalleeLocation: '浙江杭州',
      ContactType: inbound ? 'Inbound' : 'Outbound',
      ContactDisposition: answered ? 'Success' : 'NoAnswer',
      ReleaseInitiator: i % 2 ? 'agent' : 'customer',
      ReleaseReason: answered ? '200 - OK' : '480 - Temporarily Unavailable',
      StartTime: start,
      EstablishedTime: answered ? start + 8_000 : 0,
      ReleaseTime: start + 8_000 + duration * 1000,
      CallDuration: String(duration),
      AgentIds: answered ? agentId : '',
      AgentNames: answered ? agentName : '',
      SkillGroupIds: `skillgroup-service@${instanceId}`,
      SkillGroupNames: '客服热线',
      SatisfactionIndex: answered && inbound ? 1 + (i % 5) : undefined,
      SatisfactionDescription: answered && inbound ? ['非常不满意', '不满意', '一般', '满意', '非常满意'][i % 5] : undefined,
      SatisfactionSurveyOffered: answered && inbound,
      SatisfactionSurveyChannel: answered && inbound ? 'IVR' : undefined,
      RecordingReady: answered,
      RecordingDuration: duration,
      RingTime: 8,
      TalkTime: duration,
    };
  }).reverse();
}

/** A second of silence: 8 kHz, 16-bit, mono PCM in a RIFF/WAVE container. */
function silentWav(): Buffer {
  const samples = 8000;
  const data = samples * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(8000, 24);
  wav.writeUInt32LE(16000, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(data, 40);
  return wav;
}

/** GetCallDetailRecord's Data: the list's fields with the detail's own names and event trails. */
function detailOf(call: Record<string, unknown>): Record<string, unknown> {
  const { SatisfactionIndex, CallDuration, ...rest } = call;
  return {
    ...rest,
    CallDuration: Number(CallDuration),
    Satisfaction: SatisfactionIndex,
    AgentEvents: call.AgentIds
      ? [{ AgentId: call.AgentIds, AgentName: call.AgentNames, SkillGroupId: call.SkillGroupIds, EventSequence: [{ Event: 'Established', EventTime: call.EstablishedTime, Duration: Number(CallDuration) }] }]
      : [],
    CustomerEvents: [{ CustomerId: call.ContactType === 'Inbound' ? call.CallingNumber : call.CalledNumber, EventSequence: [{ Event: 'Released', EventTime: call.ReleaseTime }] }],
  };
}

export async function startAliyunCcc(options: { instanceId?: string; accessKeyId?: string; accessKeySecret?: string } = {}): Promise<CccDouble> {
  const instanceId = options.instanceId ?? 'ccc-yunzhou-test';
  const accessKeyId = options.accessKeyId ?? 'LTAI5tCccTestKeyId';
  const accessKeySecret = options.accessKeySecret ?? 'ccc-test-secret-7Hq2';
  const calls = sampleCalls(instanceId);
  const received: CccDoubleCall[] = [];
  const nonces = new Set<string>();
  const script = new Script();
  const wav = silentWav();
  let url = '';

  const answer = (res: ServerResponse, status: number, code: string, message: string, data?: unknown) =>
    json(res, status, { RequestId: randomUUID().toUpperCase(), Code: code, HttpStatusCode: status, Message: message, ...(data !== undefined ? { Data: data } : {}) });
  const found = (res: ServerResponse, data: unknown) => answer(res, 200, 'OK', '', data);

  const server = await serve(({ req, url: address, body, res }) => {
    if (req.method === 'GET' && address.pathname.startsWith('/ccc-record/')) {
      res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': wav.length });
      return res.end(wav);
    }
    const params = Object.fromEntries(new URLSearchParams(req.method === 'POST' ? body : address.search));
    const checked = checkRpcCall(req.method ?? 'GET', params, { accessKeyId, accessKeySecret, now: Date.now, nonces });
    if (!('signed' in checked)) {
      return json(res, checked.status, { RequestId: randomUUID().toUpperCase(), HostId: HOST, Code: checked.code, Message: checked.message });
    }
    const p = checked.signed;
    received.push({ params: p });
    const behaviour = script.next();
    if (behaviour === 'hang') return hang();
    if (typeof behaviour === 'object') return json(res, behaviour.status ?? 200, behaviour.body);
    if (p.Version !== '2020-07-01') return answer(res, 404, 'InvalidVersion', 'Specified parameter Version is not valid.');
    if (!p.InstanceId?.trim()) return answer(res, 400, 'Parameter.Blank', 'The parameter InstanceId may not be null or blank.');
    if (p.InstanceId !== instanceId) return answer(res, 404, 'NotExists.InstanceId', `The specified instance ${p.InstanceId} does not exist.`);
    const call = calls.find((c) => c.ContactId === p.ContactId);
    // The actions on one call name it, and it must be one of the instance's.
    const contactRefusal = (): [number, string, string] | null =>
      !p.ContactId?.trim()
        ? [400, 'Parameter.Blank', 'The parameter ContactId may not be null or blank.']
        : !call
          ? [404, 'NotExists.ContactId', `The specified contact ${p.ContactId} does not exist.`]
          : null;
    const fileUrl = (name: string) =>
      `${url}/ccc-record/${instanceId}/${name}?Expires=${Math.floor(Date.now() / 1000) + Number(p.ExpireSeconds ?? 86_400)}&OSSAccessKeyId=LTAI4Fake&Signature=${encodeURIComponent('aBcD/1234+xyz=')}`;

    const onCall = ['GetCallDetailRecord', 'GetMonoRecording', 'GetMultiChannelRecording'].includes(p.Action);
    const refusal = onCall ? contactRefusal() : null;
    if (refusal) return answer(res, ...refusal);
    switch (p.Action) {
      case 'GetCallDetailRecord':
        return found(res, detailOf(call!));
      // A call never established has no recording: Data names no file.
      case 'GetMonoRecording':
        return found(res, call!.RecordingReady ? { FileName: `${p.ContactId}.wav`, FileUrl: fileUrl(`${p.ContactId}.wav`), Duration: Number(call!.CallDuration) * 1000 } : {});
      case 'GetMultiChannelRecording':
        return found(res, call!.RecordingReady ? { FileName: `${p.ContactId}.mkv`, FileUrl: fileUrl(`${p.ContactId}.mkv`) } : {});
      case 'ListCallDetailRecords': {
        const number = Number(p.PageNumber);
        const size = Number(p.PageSize);
        if (!Number.isInteger(number) || number < 1) return answer(res, 400, 'Parameter.Minimum', 'The parameter PageNumber must be greater than or equal to 1.');
        if (!Number.isInteger(size) || size < 1 || size > 100) return answer(res, 400, 'Parameter.Range', 'The parameter PageSize must be between 1 and 100.');
        const phone = p.Criteria ? String((JSON.parse(p.Criteria) as { phoneNumber?: string }).phoneNumber ?? '') : '';
        const matching = calls.filter(
          (c) =>
            (!p.StartTime || Number(c.StartTime) >= Number(p.StartTime)) &&
            (!p.EndTime || Number(c.StartTime) <= Number(p.EndTime)) &&
            (!p.ContactId || c.ContactId === p.ContactId) &&
            (!phone || String(c.CallingNumber).includes(phone) || String(c.CalledNumber).includes(phone)),
        );
        return found(res, { PageNumber: number, PageSize: size, TotalCount: matching.length, List: matching.slice((number - 1) * size, number * size) });
      }
      default:
        return answer(res, 404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }
  });
  url = server.url;

  return {
    url,
    instanceId,
    accessKeyId,
    accessKeySecret,
    calls,
    received,
    script: (...behaviours) => script.push(...behaviours),
    close: server.close,
  };
}
