import { ValidationMessage } from '@biz/contracts';
import { ValidationFailed } from '@biz/server-kit';
import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * What a new password must pass beyond the contract's length (signup, reset, and the password changes to
 * come): not one of the 49,233 commonest passwords of breach corpora (zxcvbn-ts's kept list, MIT), compared
 * lower-cased. The list is loaded once per process into a Set, on the server only: no browser ever loads it.
 */
@Injectable()
export class PasswordPolicy {
  private readonly common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

  /** A 400 `ValidationFailed` on `password`, with the message as the answer's own, for a common password. */
  check(password: string): void {
    if (!this.common.has(password.toLowerCase())) return;
    throw new ValidationFailed({ password: [ValidationMessage.passwordTooCommon] }, ValidationMessage.passwordTooCommon);
  }
}
