import { ValidationMessage } from '@biz/contracts';
import { ValidationFailed } from '@biz/server-kit';
import { Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * What a new password must pass beyond the contract's length (signup, reset, a password change): not one of the 49,233 commonest passwords of breach corpora (zxcvbn-ts's kept list, MIT), compared
 * lower-cased. The list is loaded once per process into a Set, on the server only: no browser ever loads it.
 */
@Injectable()
export class PasswordPolicy {
  private readonly common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

  /** A 400 `ValidationFailed` on `field` (the form's name for it), with the message as the answer's own, for a common password. */
  check(password: string, field = 'password'): void {
    if (!this.common.has(password.toLowerCase())) return;
    throw new ValidationFailed({ [field]: [ValidationMessage.passwordTooCommon] }, ValidationMessage.passwordTooCommon);
  }
}
