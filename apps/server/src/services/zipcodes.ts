import { createRequire } from 'node:module';

/** What the `zipcodes` package (CommonJS, untyped) answers for a US or Canadian postal code. */
export interface ZipInfo {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

let loaded: { lookup(zip: string): ZipInfo | undefined } | undefined;

/**
 * The `zipcodes` package, loaded at its first use rather than at start: its data takes about a second to load and
 * tens of MB (docs/decisions/0028-serving-fast.md).
 */
export const zipcodes = {
  lookup(zip: string): ZipInfo | undefined {
    loaded ??= createRequire(import.meta.url)('zipcodes') as { lookup(zip: string): ZipInfo | undefined };
    return loaded.lookup(zip);
  },
};
