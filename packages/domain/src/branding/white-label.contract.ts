import { z } from 'zod';

export const brandingSchema = z.object({ logoUrl: z.string().nullable(), appName: z.string() });
export type Branding = z.infer<typeof brandingSchema>;
