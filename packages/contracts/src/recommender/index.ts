export * from './endpoints.ts';
export * from './recommend-titles.ts';
export * from './use-title.ts';
