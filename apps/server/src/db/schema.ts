// The Drizzle schema, one file per area under schema/ (drizzle-kit reads this barrel).
export * from './schema/accounts.ts';
export * from './schema/admin.ts';
export * from './schema/billing.ts';
export * from './schema/conversions.ts';
export * from './schema/files.ts';
export * from './schema/jobs.ts';
export * from './schema/references.ts';
export * from './schema/templates.ts';
