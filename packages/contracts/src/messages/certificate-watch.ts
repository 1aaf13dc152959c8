/** The expiry watch's notices: a certificate entering its warning window, at 15 days, expired. */
export const CERTIFICATE_WATCH_MESSAGES = {
  'cert.expiry.WINDOW.title': { zh: '证照即将到期：{type} {no}', en: 'Certificate expiring: {type} {no}' },
  'cert.expiry.WINDOW.content': {
    zh: '{holder}的{type}“{name}”（{no}）将于 {end} 到期，还有 {days} 天，请及时办理换证。',
    en: 'The {type} "{name}" ({no}) of {holder} expires on {end}, in {days} days: renew it in time.',
  },
  'cert.expiry.D15.title': { zh: '证照 15 天内到期：{type} {no}', en: 'Certificate expires within 15 days: {type} {no}' },
  'cert.expiry.D15.content': {
    zh: '{holder}的{type}“{name}”（{no}）将于 {end} 到期，仅剩 {days} 天；到期后相关产品不能配送。',
    en: 'The {type} "{name}" ({no}) of {holder} expires on {end}, in only {days} days; once expired, its products cannot be delivered.',
  },
  'cert.expiry.EXPIRED.title': { zh: '证照已过期：{type} {no}', en: 'Certificate expired: {type} {no}' },
  'cert.expiry.EXPIRED.content': {
    zh: '{holder}的{type}“{name}”（{no}）已于 {end} 到期（已过期 {days} 天），相关业务将被拒绝，请尽快换证。',
    en: 'The {type} "{name}" ({no}) of {holder} expired on {end} ({days} days ago); business that needs it will be refused until it is renewed.',
  },
} as const;
