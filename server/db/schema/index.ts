export * from './platform';
export * from './users';
export * from './communities';
export * from './articles';
export * from './events';
export * from './newsletter';
export * from './jobs';
