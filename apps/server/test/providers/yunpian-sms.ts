import type { AccountSettings } from '../../src/modules/message/channel/types';
import { Script, hang, json, serve, type Behaviour } from './http-double';

/**
 * Yunpian v2 sms/tpl_single_send.json as Yunpian answers it: the apikey checked, the form and its
 * tpl_value decoded as Yunpian's documentation describes (form decoding, then each `#name#=value`
 * pair decoded once more), then the scripted answer. Errors come as {http_status_code, code, msg,
 * detail}. Written from Yunpian's documentation, independently of the adapter's encoder.
 */
export interface YunpianSmsCall {
  /** The form fields but apikey, decoded once (tpl_value still pair-encoded). */
  fields: Record<string, string>;
  /** tpl_value decoded: the variables by name, without the # marks. */
  variables: Record<string, string>;
}

export interface YunpianSmsDouble {
  url: string;
  /** Settings for the adapter: the test apikey and this double as the endpoint. */
  account: AccountSettings;
  /** Calls that passed the apikey and parameter checks, in arrival order. */
  received: YunpianSmsCall[];
  script(...behaviours: Behaviour[]): void;
  close(): Promise<void>;
}

/** Java's URLDecoder, which Yunpian runs: + is a space, %XX a UTF-8 byte; null when malformed. */
function urlDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** tpl_value after form decoding: `#name#=value` pairs joined with &, each side encoded; null when malformed. */
export function decodeTplValue(value: string): Record<string, string> | null {
  const variables: Record<string, string> = {};
  if (!value) return variables;
  for (const pair of value.split('&')) {
    const at = pair.indexOf('=');
    if (at < 0) return null;
    const name = urlDecode(pair.slice(0, at));
    const decoded = urlDecode(pair.slice(at + 1));
    if (name === null || decoded === null || !/^#[^#]+#$/.test(name)) return null;
    variables[name.slice(1, -1)] = decoded;
  }
  return variables;
}

const MOBILE = /^(1\d{10}|\+\d{6,15})$/;

export async function startYunpianSms(options: { apikey?: string } = {}): Promise<YunpianSmsDouble> {
  const apikey = options.apikey ?? 'yunpian-test-apikey-0123456789abcdef';
  const script = new Script();
  const received: YunpianSmsCall[] = [];
  let sid = 63_345_454_254;

  const server = await serve(({ req, url, body, res }) => {
    const error = (status: number, code: number, msg: string, detail: string) => json(res, status, { http_status_code: status, code, msg, detail });

    if (req.method !== 'POST' || url.pathname !== '/v2/sms/tpl_single_send.json') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<html><body><h1>404 Not Found</h1></body></html>');
    }
    if (!String(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return error(400, 2, '请求参数格式错误', '请以 application/x-www-form-urlencoded 提交');
    }
    const { apikey: key, ...fields } = Object.fromEntries(new URLSearchParams(body));
    if (key !== apikey) return error(401, -1, '非法的apikey', '请检查的apikey是否正确');
    for (const name of ['mobile', 'tpl_id', 'tpl_value']) {
      if (!(name in fields)) return error(400, 1, '请求参数缺失', `参数 ${name} 必须传入`);
    }
    if (!MOBILE.test(fields.mobile)) return error(400, 2, '请求参数格式错误', '参数 mobile 格式不正确，mobile手机号格式不正确');
    if (!/^\d+$/.test(fields.tpl_id)) return error(400, 2, '请求参数格式错误', '参数 tpl_id 格式不正确');
    const variables = decodeTplValue(fields.tpl_value);
    if (!variables) return error(400, 2, '请求参数格式错误', '参数 tpl_value 格式不正确');
    received.push({ fields, variables });

    const behaviour = script.next();
    if (behaviour === 'hang') return hang();
    if (behaviour === 'unavailable') {
      res.writeHead(503, { 'content-type': 'text/html' });
      return res.end('<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>');
    }
    if (behaviour === 'throttle') return error(400, 22, '验证码类短信1小时内同一手机号发送次数不能超过3次', '1小时内同一手机号发送次数超过限制');
    if (behaviour === 'refuse') return error(400, 5, '未找到匹配的模板', '模板ID不存在或未通过审核');
    if (typeof behaviour === 'object') return json(res, behaviour.status ?? 200, behaviour.body);
    json(res, 200, { code: 0, msg: '发送成功', count: 1, fee: 0.05, unit: 'RMB', mobile: fields.mobile, sid: sid++ });
  });

  return {
    url: server.url,
    account: { apikey, endpoint: server.url },
    received,
    script: (...behaviours) => script.push(...behaviours),
    close: server.close,
  };
}
