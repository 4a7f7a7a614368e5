export * from './tables.ts';
export * from './engine.ts';
export * from './headline.ts';
export * from './tiers.ts';
export * from './submission-rules.ts';
export * from './submission-input.ts';
export * from './display.ts';
