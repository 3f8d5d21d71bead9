import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id's cost (the library's default algorithm; `Algorithm` is a const enum absent at run time):
 * 46 MiB and 2 passes, above OWASP's minimum (19 MiB, 2 passes), as high as this machine keeps a sign-in
 * fast with 4 at once on 2 cores: verify p95 ~105 ms, and a sign-in that also rehashes ~210 ms, under the
 * 250 ms goal (bench/password-hash.mjs, bench/RESULTS.md). 64 MiB put the rehashing sign-in past it.
 */
export const PASSWORD_HASH_COST = { memoryCost: 47_104, timeCost: 2, parallelism: 1 } as const;

const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_COST;
/** How a digest of the current cost begins (a PHC string: algorithm, version, parameters, then salt and hash). */
const currentPrefix = `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;

/** Passwords are kept only as argon2id PHC strings, each with its salt and parameters. */
export const hashPassword = (plain: string): Promise<string> => hash(plain, PASSWORD_HASH_COST);

/** Compares in constant time; a digest of older parameters still verifies, since it carries its own. */
export const passwordMatches = (digest: string, candidate: string): Promise<boolean> => verify(digest, candidate);

/** Whether a digest was made with other parameters than today's: rehash it at the next successful sign-in. */
export const hashIsOutdated = (digest: string): boolean => !digest.startsWith(currentPrefix);
