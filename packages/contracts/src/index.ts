export * from './endpoints.ts';
export * from './errors.ts';
export * from './locales.ts';
export * from './plans.ts';
export * from './security.ts';
export * from './site.ts';
export * from './users.ts';
export * from './ws.ts';
