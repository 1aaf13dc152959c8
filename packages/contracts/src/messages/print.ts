/** Messages of the print templates (blade-report/print-template). */
export const PRINT_MESSAGES = {
  'print.docType.invalid': { zh: '请选择单据类型', en: 'Please choose the document type' },
  'print.name.required': { zh: '请输入模板名称', en: 'Please give the template a name' },
  'print.template.invalid': { zh: '模板不是有效的 pdfme 模板：{detail}', en: 'The template is not a valid pdfme template: {detail}' },
  'print.template.tooLarge': { zh: '模板过大（最多 {max} MB），请压缩图片后再试', en: 'The template is too large (at most {max} MB): please use smaller images' },
  'print.template.type': { zh: '模板含有不支持的元素类型：{type}', en: 'The template has an element of a kind not supported: {type}' },
  'print.template.docType': { zh: '不能更改模板的单据类型', en: "A template's document type cannot be changed" },
  'print.sampleData.invalid': { zh: '示例数据应为 JSON 对象，每个值为文本', en: 'The sample data is a JSON object whose values are text' },
  'print.enable.custom': { zh: '自定义模板无需启用，直接打印即可', en: 'A free template is printed as it is and needs no enabling' },
  'print.document.invalid': { zh: '请选择要预览的单据', en: 'Please choose the document to preview' },
  'print.month.invalid': { zh: '对账月份应为 yyyy-MM', en: 'The month is written yyyy-MM' },
  'print.enabled': { zh: '已启用，打印{docType}将使用此模板', en: 'Enabled: {docType} will print with this template' },
  'print.disabled': { zh: '已停用，打印{docType}将使用系统默认模板', en: "Disabled: {docType} will print with the product's default" },
} as const;
