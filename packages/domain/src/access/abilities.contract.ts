import { z } from 'zod';
import { abilityRules } from './policies.ts';

/**
 * The schema of one group of abilities sent to the screens: one boolean per ability of `abilityRules[group]`, so a
 * screen can read only abilities that name a rule of the policy table
 * (docs/decisions/0054-the-policy-table-as-the-only-vocabulary.md).
 */
export function abilitiesSchema<G extends keyof typeof abilityRules>(group: G) {
  const keys = Object.keys(abilityRules[group]) as Array<keyof (typeof abilityRules)[G] & string>;
  return z.object(
    Object.fromEntries(keys.map((k) => [k, z.boolean()])) as { [K in keyof (typeof abilityRules)[G]]: z.ZodBoolean },
  );
}
