/** Messages of scanned UDIs (GS1 element strings, domain model §6.2) and of R15. */
export const UDI_MESSAGES = {
  'udi.ai.01': { zh: '产品标识', en: 'product identifier' },
  'udi.ai.10': { zh: '批号', en: 'lot' },
  'udi.ai.11': { zh: '生产日期', en: 'production date' },
  'udi.ai.17': { zh: '失效日期', en: 'expiry date' },
  'udi.ai.21': { zh: '序列号', en: 'serial number' },
  'udi.empty': { zh: '请扫描或输入 UDI', en: 'Please scan or type a UDI' },
  'udi.unreadable': { zh: '无法识别 UDI 中“{rest}”部分的应用标识符', en: 'The application identifier at “{rest}” in the UDI cannot be read' },
  'udi.di.missing': { zh: 'UDI 中没有产品标识 (01)', en: 'The UDI has no product identifier (01)' },
  'udi.di.checkDigit': {
    zh: '({ai}) {field}“{value}”的 GTIN-14 校验位应为 {expected}',
    en: 'The GTIN-14 check digit of ({ai}) {field} “{value}” should be {expected}',
  },
  'udi.ai.digits': { zh: '({ai}) {field}应为 {length} 位数字，读到的是“{value}”', en: '({ai}) {field} is {length} digits; read “{value}”' },
  'udi.ai.repeated': { zh: '({ai}) {field}在 UDI 中出现了两次', en: '({ai}) {field} appears twice in the UDI' },
  'udi.ai.unknown': { zh: '未读取的应用标识符：{ais}', en: 'Application identifiers not read: {ais}' },
  'udi.date.invalid': { zh: '({ai}) {field}“{value}”不是有效日期（年月日 YYMMDD）', en: '({ai}) {field} “{value}” is not a valid date (YYMMDD)' },
  'udi.text.empty': { zh: '({ai}) {field}为空', en: '({ai}) {field} is empty' },
  'udi.text.tooLong': { zh: '({ai}) {field}最多 {max} 个字符：“{value}”', en: '({ai}) {field} is at most {max} characters: “{value}”' },
  'udi.text.invalid': { zh: '({ai}) {field}“{value}”含有 GS1 不允许的字符', en: '({ai}) {field} “{value}” holds characters GS1 does not allow' },
  'udi.R15.diMismatch': {
    zh: 'R15：UDI 的产品标识“{di}”不是“{sku}”任一包装层级的 UDI-DI',
    en: 'R15: the UDI’s product identifier “{di}” is not a UDI-DI of “{sku}” at any packaging level',
  },
} as const;
