/** Messages of pushes to partner systems: the endpoint form, re-pushes, acknowledgements and R31. */
export const PUSH_MESSAGES = {
  'push.endpoint.name.required': { zh: '请填写接口名称', en: 'Please name the endpoint' },
  'push.endpoint.name.duplicate': { zh: '已有同名的接口', en: 'An endpoint of that name exists already' },
  'push.endpoint.targetSystem.invalid': { zh: '请选择对接系统（HIS、SPD、HRP 或省级平台）', en: 'Please choose the partner system (HIS, SPD, HRP or provincial platform)' },
  'push.endpoint.url.invalid': { zh: '接口地址应为 http:// 或 https:// 开头的网址', en: 'The endpoint address is a URL starting with http:// or https://' },
  'push.endpoint.url.linkLocal': {
    zh: '接口地址不能指向链路本地或云元数据地址（169.254.x.x、fe80::），请填写合作系统的网址',
    en: 'The endpoint address may not point to a link-local or cloud metadata address (169.254.x.x, fe80::); enter the partner system\'s address',
  },
  'push.endpoint.secret.invalid': { zh: '共享密钥应为 16 至 200 个字符', en: 'The shared secret has 16 to 200 characters' },
  'push.endpoint.secret.required': { zh: '新接口请填写共享密钥', en: 'A new endpoint needs its shared secret' },
  'push.endpoint.docTypes.invalid': { zh: '请选择至少一种推送单据（配送单、发票、跟台手术单）', en: 'Please choose at least one kind of document (delivery note, invoice, surgical order)' },
  'push.endpoint.hospitalOnly': { zh: '推送接口由医院配置', en: 'Only a hospital configures its partner endpoints' },
  'push.repush.taken': { zh: '单据“{sourceNo}”已被{system}接收，不能重新推送', en: 'The document “{sourceNo}” was taken in by {system}: it cannot be pushed again' },
  'push.repush.disabled': { zh: '接口“{endpoint}”已停用，不能重新推送', en: 'The endpoint “{endpoint}” is disabled: nothing can be pushed to it' },
  'push.ack.key.invalid': { zh: '请提供推送的幂等键', en: 'Please give the idempotency key of the push' },
  'push.ack.signature': { zh: '签名无效或已过期', en: 'The signature is invalid or expired' },
  'push.ack.notFound': { zh: '没有该幂等键的推送', en: 'No push has that idempotency key' },
  'push.R31': {
    zh: 'R31：配送单“{sourceNo}”已被医院{system}接收，不能再撤回或修改',
    en: 'R31: the delivery note “{sourceNo}” was taken in by the hospital\'s {system}: it can no longer be withdrawn or changed',
  },
} as const;
