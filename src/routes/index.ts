export * from './table';
export * from './match';
export * from './derive';
export * from './redirect';
export * from './admin-menu';
export * from './title';
