export * from './platform';
export * from './tenant';
export * from './admin';
export * from './desk';
export * from './scm';
export * from './workflow';
export * from './jobs';
export * from './workflow-design';
