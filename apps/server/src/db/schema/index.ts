export * from './auth.ts';
export * from './people.ts';
export * from './colleges.ts';
export * from './teams.ts';
export * from './payments.ts';
export * from './fit.ts';
export * from './jobs.ts';
export * from './families.ts';
