export * from './auth.ts';
export * from './people.ts';
export * from './colleges.ts';
export * from './teams.ts';
