import { z } from 'zod';

/** An optional text field: trimmed, at most `max` characters; empty optional fields are saved as null. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
