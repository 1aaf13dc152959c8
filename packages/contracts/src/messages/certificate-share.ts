/** Messages of certificates shared with hospitals (供应商证照): sharing, the hospital's review, renewal. */
export const CERTIFICATE_SHARE_MESSAGES = {
  'certShare.certificateIds.required': { zh: '请选择要分享的证照', en: 'Please choose the certificates to share' },
  'certShare.hospitalTenantIds.required': { zh: '请选择要分享给的医院', en: 'Please choose the hospitals to share with' },
  'certShare.tooMany': { zh: '一次最多分享 100 个证照给 50 家医院', en: 'Share at most 100 certificates with 50 hospitals at a time' },
  'certShare.reason.required': { zh: '请填写驳回原因', en: 'Please give the reason for rejecting' },
  'certShare.supplierOnly': { zh: '只有供应商可以分享证照', en: 'Only a supplier shares certificates' },
  'certShare.notArchived': {
    zh: '证照“{certName}”当前为{status}，只有已存档的证照可以分享给医院',
    en: 'Certificate “{certName}” is {status}: only an archived certificate can be shared with hospitals',
  },
  'certShare.stopped': { zh: '证照“{certName}”已停用，不能分享给医院', en: 'Certificate “{certName}” is stopped and cannot be shared' },
  'certShare.notHospital': { zh: '“{hospital}”不是平台上的医院', en: '“{hospital}” is no hospital on the platform' },
  'certShare.relation': {
    zh: '只能分享给供需关系已审核的医院：与“{hospital}”的供需关系为{status}',
    en: 'Certificates are shared only with hospitals that admitted you: the relation with “{hospital}” is {status}',
  },
  'certShare.party.hospital': { zh: '只有被分享的医院可以审核该证照', en: 'Only the hospital it is shared with reviews this certificate' },
  'certShare.party.supplier': { zh: '只有分享该证照的供应商可以撤回', en: 'Only the supplier who shared it can withdraw it' },
  'certShare.review.notAllowed': {
    zh: '“{certName}”（{hospital}）当前为{status}，不能{action}',
    en: '“{certName}” ({hospital}) is {status} and cannot be {action}',
  },
  'certShare.remove.notAllowed': {
    zh: '“{certName}”（{hospital}）当前为{status}，只能撤回待审核的分享',
    en: '“{certName}” ({hospital}) is {status}: only a share awaiting review can be withdrawn',
  },
  'certShare.attach.notFound': { zh: '该证照没有这个附件', en: 'The certificate has no such file' },
  'certShare.action.approve': { zh: '审核通过', en: 'approved' },
  'certShare.action.reject': { zh: '驳回', en: 'rejected' },
  'certShare.shared': { zh: '已分享 {created} 项，重新提交 {resubmitted} 项，{unchanged} 项已分享过', en: 'Shared {created}, resubmitted {resubmitted}, {unchanged} already shared' },
  'certShare.notice.shared.title': { zh: '{supplier}分享了 {count} 个证照待审核', en: '{supplier} shared {count} certificates for review' },
  'certShare.notice.shared.content': { zh: '{supplier}分享了证照：{names}。请在“供应商证照”中审核。', en: '{supplier} shared: {names}. Review them under Supplier certificates.' },
  'certShare.notice.renewed.title': { zh: '{supplier}的证照“{certName}”已换证，待重新审核', en: '{supplier} renewed “{certName}”: review it again' },
  'certShare.notice.renewed.content': {
    zh: '{supplier}已为{type}“{certName}”（{certNo}）换发新证，有效期至 {end}，请在“供应商证照”中重新审核。',
    en: '{supplier} renewed {type} “{certName}” ({certNo}), valid until {end}: review it again under Supplier certificates.',
  },
  'certShare.notice.reviewed.title': { zh: '{hospital}{action}了证照“{certName}”', en: '{hospital} {action} certificate “{certName}”' },
  'certShare.notice.reviewed.content': { zh: '{hospital}{action}了您分享的{type}“{certName}”（{certNo}）。', en: '{hospital} {action} your {type} “{certName}” ({certNo}).' },
  'certShare.notice.reviewed.contentWithReason': {
    zh: '{hospital}{action}了您分享的{type}“{certName}”（{certNo}），原因：{reason}',
    en: '{hospital} {action} your {type} “{certName}” ({certNo}). Reason: {reason}',
  },
} as const;
