export * from './platform';
export * from './users';
