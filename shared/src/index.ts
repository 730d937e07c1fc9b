export * from './http/api';
export * from './session';
