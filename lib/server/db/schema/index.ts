export * from './geo';
export * from './catalogue';
export * from './content';
export * from './submissions';
export * from './cache';
export * from './staff';
export * from './mail';
export * from './renters';
