/**
 * The message centre's channels (spec §3 messageChannel, plus the in-app channel of the bell), the
 * channel type each belongs to, what a receiver of each is, and the settings of its accounts.
 */

/** The provider channels of spec §3, then the in-app channel (the message record and the bell). */
export const MESSAGE_CHANNELS = [
  'SMS_ALI',
  'SMS_TENCENT',
  'EMAIL_ALI',
  'EMAIL_TENCENT',
  'EMAIL_NETEASE',
  'GETUI',
  'WECHAT_MA_TEMPLATE',
  'WECHAT_MP_TEXT',
  'WECHAT_MP_NEWS',
  'WECHAT_MP_TEMPLATE',
  'IN_APP',
] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const MESSAGE_CHANNEL_TYPES = ['EMAIL', 'WECHAT_MP', 'WECHAT_MINI_APP', 'SMS', 'APP_PUSH', 'IN_APP'] as const;
export type MessageChannelType = (typeof MESSAGE_CHANNEL_TYPES)[number];

/** The grouping of channels under channel types (spec §3 leaves it unshown). */
export const CHANNEL_TYPE_OF: Record<MessageChannel, MessageChannelType> = {
  SMS_ALI: 'SMS',
  SMS_TENCENT: 'SMS',
  EMAIL_ALI: 'EMAIL',
  EMAIL_TENCENT: 'EMAIL',
  EMAIL_NETEASE: 'EMAIL',
  GETUI: 'APP_PUSH',
  WECHAT_MA_TEMPLATE: 'WECHAT_MINI_APP',
  WECHAT_MP_TEXT: 'WECHAT_MP',
  WECHAT_MP_NEWS: 'WECHAT_MP',
  WECHAT_MP_TEMPLATE: 'WECHAT_MP',
  IN_APP: 'IN_APP',
};

export const MESSAGE_ID_TYPES = ['USER_ID', 'PHONE', 'OPEN_ID', 'EMAIL', 'DID'] as const;
export type MessageIdType = (typeof MESSAGE_ID_TYPES)[number];

/**
 * The receivers a channel takes: its own address kind, and for e-mail and SMS also users, whose
 * address and phone are looked up (so templates of business events, which address users, work there).
 */
export const ID_TYPES_OF: Record<MessageChannelType, readonly MessageIdType[]> = {
  EMAIL: ['EMAIL', 'USER_ID'],
  SMS: ['PHONE', 'USER_ID'],
  WECHAT_MP: ['OPEN_ID'],
  WECHAT_MINI_APP: ['OPEN_ID'],
  APP_PUSH: ['DID'],
  IN_APP: ['USER_ID'],
};

export const idTypesOfChannel = (channel: MessageChannel): readonly MessageIdType[] => ID_TYPES_OF[CHANNEL_TYPE_OF[channel]];

export interface ChannelSetting {
  name: string;
  label: { zh: string; en: string };
  kind: 'text' | 'number' | 'boolean';
  /** Sealed at rest, never answered; an edit that leaves it blank keeps the stored one. */
  secret?: boolean;
  required?: boolean;
  /** Shown as the placeholder: what applies when left blank. */
  hint?: string;
}

const s = (name: string, zh: string, en: string, extra: Partial<ChannelSetting> = {}): ChannelSetting => ({ name, label: { zh, en }, kind: 'text', ...extra });

const EMAIL_SETTINGS = (host: string): ChannelSetting[] => [
  s('host', 'SMTP 服务器', 'SMTP server', { hint: host }),
  s('port', '端口', 'Port', { kind: 'number', hint: '465' }),
  s('secure', 'SSL', 'SSL', { kind: 'boolean' }),
  s('user', '账号', 'Account', { required: true }),
  s('password', '密码/授权码', 'Password', { secret: true, required: true }),
  s('from', '发件人', 'Sender', { required: true, hint: 'Beree SCM <noreply@example.cn>' }),
];
const WECHAT_SETTINGS: ChannelSetting[] = [
  s('appId', 'AppID', 'AppID', { required: true }),
  s('appSecret', 'AppSecret', 'AppSecret', { secret: true, required: true }),
  s('endpoint', '接口地址', 'API address', { hint: 'https://api.weixin.qq.com' }),
];

/** The settings of an account of each channel, in form order. */
export const CHANNEL_SETTINGS: Record<MessageChannel, ChannelSetting[]> = {
  EMAIL_ALI: EMAIL_SETTINGS('smtpdm.aliyun.com'),
  EMAIL_TENCENT: EMAIL_SETTINGS('smtp.exmail.qq.com'),
  EMAIL_NETEASE: EMAIL_SETTINGS('smtp.163.com'),
  SMS_ALI: [
    s('accessKeyId', 'AccessKey ID', 'AccessKey ID', { required: true }),
    s('accessKeySecret', 'AccessKey Secret', 'AccessKey Secret', { secret: true, required: true }),
    s('regionId', '地域', 'Region', { hint: 'cn-hangzhou' }),
    s('endpoint', '接口地址', 'API address', { hint: 'https://dysmsapi.aliyuncs.com' }),
  ],
  SMS_TENCENT: [
    s('secretId', 'SecretId', 'SecretId', { required: true }),
    s('secretKey', 'SecretKey', 'SecretKey', { secret: true, required: true }),
    s('sdkAppId', 'SDK AppID', 'SDK AppID', { required: true }),
    s('region', '地域', 'Region', { hint: 'ap-guangzhou' }),
    s('endpoint', '接口地址', 'API address', { hint: 'https://sms.tencentcloudapi.com' }),
  ],
  GETUI: [
    s('appId', 'AppID', 'AppID', { required: true }),
    s('appKey', 'AppKey', 'AppKey', { required: true }),
    s('masterSecret', 'MasterSecret', 'MasterSecret', { secret: true, required: true }),
    s('endpoint', '接口地址', 'API address', { hint: 'https://restapi.getui.com/v2' }),
  ],
  WECHAT_MA_TEMPLATE: WECHAT_SETTINGS,
  WECHAT_MP_TEXT: WECHAT_SETTINGS,
  WECHAT_MP_NEWS: WECHAT_SETTINGS,
  WECHAT_MP_TEMPLATE: WECHAT_SETTINGS,
  IN_APP: [],
};

/** Channels whose templates name a provider template (SMS template code, WeChat template id) instead of sending the content. */
export const PROVIDER_TEMPLATE_CHANNELS: readonly MessageChannel[] = ['SMS_ALI', 'SMS_TENCENT', 'WECHAT_MA_TEMPLATE', 'WECHAT_MP_TEMPLATE'];
