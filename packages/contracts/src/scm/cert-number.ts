/**
 * Device registration and filing numbers (domain model §6.1) and their consistency with the
 * registration card's type, origin and class (§5.1, rule R5).
 */

/** One-character province abbreviations used as the prefix of Class II registrations and filings. */
const PROV = '京津沪渝冀晋辽吉黑苏浙皖闽赣鲁豫鄂湘粤琼川贵黔云滇陕甘青蒙桂藏宁新';

const REG = new RegExp(`^(国|[${PROV}])械注(准|进|许)(\\d{4})([23])(\\d{2})(\\d{4})$`);
const FILE = new RegExp(`^(国|[${PROV}]\\p{Script=Han}?)械备(\\d{4})(\\d{4,6})号?$`, 'u');
const OLD = new RegExp(`^(国|[${PROV}]\\p{Script=Han}?)食?药监械\\((准|进|许)\\)字(\\d{4})第([123])(\\d{2})(\\d{4})号$`, 'u');
const XIAO = new RegExp(`^[${PROV}]?卫消(证|备)?字\\((\\d{4})\\)第(\\d{4})号$`);

/** Full-width ASCII (brackets, digits, letters) to half-width, every space removed. */
export function normalizeCertNo(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000]+/g, '');
}

export type RegistrationCertificateType = 'BEI_ZI_HAO' | 'ZHUN_ZI_HAO' | 'JIN_ZI_HAO' | 'XU_ZI_HAO' | 'XIAO_ZI_HAO' | 'OTHER';
export type ManagementLevel = 'ONELEVEL' | 'SECONDLEVEL' | 'THREELEVEL';
export type AreaType = 'GC' | 'JK';

/** What a number says about itself. */
export type ParsedCertNo =
  | { form: 'registration'; national: boolean; kind: '准' | '进' | '许'; year: number; level: ManagementLevel; category: string; serial: string }
  | { form: 'filing'; national: boolean; year: number; serial: string }
  | { form: 'legacy'; national: boolean; kind: '准' | '进' | '许'; year: number; level: ManagementLevel; category: string; serial: string }
  | { form: 'disinfection'; year: number; serial: string };

const LEVEL_OF_DIGIT: Record<string, ManagementLevel> = { '1': 'ONELEVEL', '2': 'SECONDLEVEL', '3': 'THREELEVEL' };

/** The parts of a registration, filing, pre-2014 or disinfection number, or null for anything else. */
export function parseCertNo(raw: string): ParsedCertNo | null {
  const no = normalizeCertNo(raw);
  let m = REG.exec(no);
  if (m) return { form: 'registration', national: m[1] === '国', kind: m[2] as '准', year: Number(m[3]), level: LEVEL_OF_DIGIT[m[4]], category: m[5], serial: m[6] };
  m = FILE.exec(no);
  if (m) return { form: 'filing', national: m[1] === '国', year: Number(m[2]), serial: m[3] };
  m = OLD.exec(no);
  if (m) return { form: 'legacy', national: m[1] === '国', kind: m[2] as '准', year: Number(m[3]), level: LEVEL_OF_DIGIT[m[4]], category: m[5], serial: m[6] };
  m = XIAO.exec(no);
  if (m) return { form: 'disinfection', year: Number(m[2]), serial: m[3] };
  return null;
}

/** A field of a registration card that breaks R5, the message key saying why and its values. */
export interface CertNoIssue {
  field: 'certNo' | 'areaType' | 'managementLevel';
  key: string;
  vars: Record<string, string>;
}

const KIND_OF_TYPE: Partial<Record<RegistrationCertificateType, '准' | '进' | '许'>> = { ZHUN_ZI_HAO: '准', JIN_ZI_HAO: '进', XU_ZI_HAO: '许' };

/** A well-formed example of each type, for the message that refuses a number. */
export const CERT_NO_EXAMPLES: Record<RegistrationCertificateType, string> = {
  BEI_ZI_HAO: '苏苏械备20210123号',
  ZHUN_ZI_HAO: '国械注准20233130456',
  JIN_ZI_HAO: '国械注进20213030123',
  XU_ZI_HAO: '国械注许20222220045',
  XIAO_ZI_HAO: '浙卫消证字(2019)第0032号',
  OTHER: '国食药监械(准)字2012第3460123号',
};

/** What the number and the type say the origin and class must be. */
function expected(type: RegistrationCertificateType, parsed: ParsedCertNo | null): { ok: boolean; area?: AreaType; level?: ManagementLevel | null } {
  if (type === 'OTHER') return { ok: true };
  if (!parsed) return { ok: false };
  switch (type) {
    case 'BEI_ZI_HAO':
      return parsed.form === 'filing' ? { ok: true, area: parsed.national ? 'JK' : 'GC', level: 'ONELEVEL' } : { ok: false };
    case 'XIAO_ZI_HAO':
      return parsed.form === 'disinfection' ? { ok: true, area: 'GC', level: null } : { ok: false };
    default: {
      if ((parsed.form !== 'registration' && parsed.form !== 'legacy') || parsed.kind !== KIND_OF_TYPE[type]) return { ok: false };
      if (parsed.form === 'legacy') return { ok: true, area: type === 'ZHUN_ZI_HAO' ? 'GC' : 'JK', level: parsed.level };
      // Domestic Class III and every imported or HK/Macau/Taiwan number is national; domestic Class II is provincial.
      const national = type !== 'ZHUN_ZI_HAO' || parsed.level === 'THREELEVEL';
      if (parsed.national !== national) return { ok: false };
      return { ok: true, area: type === 'ZHUN_ZI_HAO' ? 'GC' : 'JK', level: parsed.level };
    }
  }
}

/**
 * R5: the number has the form of its registrationCertificateType, and the card's areaType and
 * managementLevel are the ones the number and type imply (table 5.1). Empty values are not judged
 * here (whether they are required is R6's question).
 */
export function checkCertNo(card: {
  certNo?: string | null;
  registrationCertificateType?: string | null;
  areaType?: string | null;
  managementLevel?: string | null;
}): CertNoIssue[] {
  const type = card.registrationCertificateType as RegistrationCertificateType | null | undefined;
  if (!card.certNo || !type || !(type in CERT_NO_EXAMPLES)) return [];
  const certNo = normalizeCertNo(card.certNo);
  const want = expected(type, parseCertNo(certNo));
  if (!want.ok) return [{ field: 'certNo', key: 'cert.R5.format', vars: { certNo, type, example: CERT_NO_EXAMPLES[type] } }];
  const issues: CertNoIssue[] = [];
  if (want.area && card.areaType && card.areaType !== want.area) issues.push({ field: 'areaType', key: 'cert.R5.areaType', vars: { certNo, type, expected: want.area } });
  if (want.level === null && card.managementLevel) issues.push({ field: 'managementLevel', key: 'cert.R5.noLevel', vars: { certNo, type } });
  if (want.level && card.managementLevel && card.managementLevel !== want.level) issues.push({ field: 'managementLevel', key: 'cert.R5.managementLevel', vars: { certNo, type, expected: want.level } });
  return issues;
}
