import { postCommand } from '@/components/crud';

/** 流程分类 (/api/blade-workflow/design/category). */
export const CATEGORY_API = '/blade-workflow/design/category';
/** 模型设计 (/api/blade-workflow/design/model). */
export const MODEL_API = '/blade-workflow/design/model';
/** 部署管理 (/api/blade-workflow/design/deployment); the upload is classic blade-flow's manager route. */
export const DEPLOYMENT_API = '/blade-workflow/design/deployment';
export const UPLOAD_PATH = '/blade-flow/manager/deploy-upload';
/** The DMN decisions of 部署管理 (/api/blade-workflow/design/decision), uploaded with the processes. */
export const DECISION_API = '/blade-workflow/design/decision';
/** 流程监控: running processes (/api/blade-flow/follow) and the administrator's process commands. */
export const FOLLOW_API = '/blade-flow/follow';
export const PROCESS_API = '/blade-workflow/process';

/** Deploy options: a category, and for the platform the tenants to deploy to (comma-joined). */
export interface DeployChoice {
  categoryId?: string;
  tenantIds?: string;
}

const defined = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export const deployModel = (modelId: string, choice: DeployChoice) => postCommand(`${MODEL_API}/deploy`, null, defined({ modelId, ...choice }));
