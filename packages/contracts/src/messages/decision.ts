/** Messages of DMN decision tables: deploy refusals and what a business-rule task can answer. */
export const DECISION_MESSAGES = {
  'workflow.upload.document.type': { zh: '文件 {name} 不是 .bpmn 流程、.dmn 决策表或 .xml 文件', en: 'The file {name} is not a .bpmn process, a .dmn decision table or an .xml file of either' },
  'workflow.decision.invalid': { zh: '决策表不能部署：{problemsZh}', en: 'The decision table cannot be deployed: {problemsEn}' },
  'workflow.decision.notFound': { zh: '业务规则任务 {task} 引用的决策 {decision} 尚未部署', en: 'The decision {decision} that the business rule task {task} uses has not been deployed' },
  'workflow.decision.notUnique': { zh: '决策 {decision} 为唯一命中（UNIQUE），但规则 {rules} 同时命中，请修正决策表', en: 'The decision {decision} is UNIQUE but the rules {rules} all match; correct the decision table' },
  'workflow.decision.anyDiffers': { zh: '决策 {decision} 为任一命中（ANY），但同时命中的规则 {rules} 输出不同，请修正决策表', en: 'The decision {decision} is ANY but the matching rules {rules} give different outputs; correct the decision table' },
  'workflow.decision.inUse': { zh: '决策 {decision} 正被流程「{process}」的最新版本使用，不能删除', en: 'The decision {decision} is used by the latest version of the process "{process}" and cannot be deleted' },
} as const;
