import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords are kept only as argon2id hashes, the library's default (PHC strings with their salt and
 * parameters; its default cost is OWASP's minimum: 19 MiB, 2 passes, ~16 ms here; `Algorithm` is a const
 * enum that does not exist at run time, so the default is relied on and tested). verify compares digests
 * in constant time.
 */
export const hashPassword = (plain: string): Promise<string> => hash(plain);

export const passwordMatches = (digest: string, candidate: string): Promise<boolean> => verify(digest, candidate);
