import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/**
 * The admin password, held only as an argon2id hash (OWASP's minimum cost: 19 MiB, 2 passes, ~16 ms) made
 * at boot: the plain text is not kept. argon2's verify compares digests in constant time, and a wrong
 * password costs the same hash as a right one.
 */
export class AdminPassword {
  private constructor(private readonly digest: string) {}

  static async of(plain: string): Promise<AdminPassword> {
    return new AdminPassword(await hash(plain));
  }

  /** A password for a development process started without ADMIN_PASSWORD (production refuses to start). */
  static madeUp(): string {
    return randomBytes(12).toString('base64url');
  }

  matches(candidate: string): Promise<boolean> {
    return verify(this.digest, candidate);
  }
}
