export * from './common/endpoint';
export * from './common/errors';
export * from './common/roles';
export * from './auth/auth.schemas';
export * from './auth/auth.endpoints';
export * from './auth/session.endpoints';
