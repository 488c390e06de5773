export * from './platform';
export * from './users';
export * from './communities';
export * from './articles';
export * from './events';
export * from './startups';
export * from './opportunities';
