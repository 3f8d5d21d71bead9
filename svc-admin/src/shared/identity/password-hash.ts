import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id's cost (the library's default algorithm; `Algorithm` is a const enum absent at run time):
 * 46 MiB and 2 passes, above OWASP's minimum (19 MiB, 2 passes), as high as this machine keeps a sign-in
 * under 250 ms at p95 with 4 at once on 2 cores (bench/password-hash.mjs, bench/RESULTS.md).
 */
export const PASSWORD_HASH_COST = { memoryCost: 47_104, timeCost: 2, parallelism: 1 } as const;

const { memoryCost, timeCost, parallelism } = PASSWORD_HASH_COST;
/** How a digest of today's cost begins (a PHC string: algorithm, version, parameters, then salt and hash). */
const currentPrefix = `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`;

/** Passwords are kept only as argon2id PHC strings, each with its own salt and parameters. */
export const hashPassword = (plain: string): Promise<string> => hash(plain, PASSWORD_HASH_COST);

/** Compares in constant time; a digest of an older cost still verifies, since it carries its parameters. */
export const passwordMatches = (digest: string, candidate: string): Promise<boolean> => verify(digest, candidate);

/** Whether a digest was made with other parameters than today's: rehash it at the next successful sign-in. */
export const hashIsOutdated = (digest: string): boolean => !digest.startsWith(currentPrefix);
