import { ValidationMessage } from '@biz/contracts';
import { ValidationFailed } from '@biz/server-kit';
import { Injectable } from '@nestjs/common';

/**
 * What a new password must pass beyond the contract's length (signup, reset, a password change): not one of the 49,233 commonest passwords of breach corpora (zxcvbn-ts's kept list, MIT), compared
 * lower-cased. The list is loaded once per process into a Set, on the server only: no browser ever loads it.
 * It is loaded with the first password checked, not at boot (4 MB of heap: decision 034).
 */
@Injectable()
export class PasswordPolicy {
  private common: Set<string> | undefined;

  /** A 400 `ValidationFailed` on `field` (the form's name for it), with the message as the answer's own, for a common password. */
  check(password: string, field = 'password'): void {
    if (!this.commonPasswords().has(password.toLowerCase())) return;
    throw new ValidationFailed({ [field]: [ValidationMessage.passwordTooCommon] }, ValidationMessage.passwordTooCommon);
  }

  private commonPasswords(): Set<string> {
    if (this.common) return this.common;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dictionary } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    this.common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
    return this.common;
  }
}
