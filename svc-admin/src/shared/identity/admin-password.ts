import { randomBytes } from 'node:crypto';
import { hashPassword, passwordMatches } from './password-hash';

/**
 * The admin password, held only as an argon2id hash made at boot: the plain text is not kept, and a wrong
 * password costs the same hash as a right one.
 */
export class AdminPassword {
  private constructor(private readonly digest: string) {}

  static async of(plain: string): Promise<AdminPassword> {
    return new AdminPassword(await hashPassword(plain));
  }

  /** A password for a development process started without ADMIN_PASSWORD (production refuses to start). */
  static madeUp(): string {
    return randomBytes(12).toString('base64url');
  }

  matches(candidate: string): Promise<boolean> {
    return passwordMatches(this.digest, candidate);
  }
}
