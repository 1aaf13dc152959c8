export * from './channels';
export * from './events';
export * from './pipeline';
export * from './schemas';
