/**
 * The response schemas of the shell's answers (header, sign-out), loaded on demand through `deferredSchema`
 * (lib/api.ts): the landing page does not carry zod. Each must be free of transforms and defaults (shell-schemas.test.ts).
 */
export { meSchema } from '@dugout/domain/accounts';
export { brandingSchema } from '@dugout/domain/branding';
export { okResponseSchema } from '@dugout/domain/shared';
