import { ServerMessage } from '@biz/contracts';
import { DomainError } from '@biz/server-kit';

/** The same for an unknown email and a wrong password: the answer never says which. */
export class InvalidStaffCredentials extends DomainError {
  constructor() {
    super('InvalidStaffCredentials', ServerMessage.invalidStaffCredentials);
  }
}

/** A wrong, reused or late code, or a challenge that is gone: the sign-in starts again. */
export class InvalidSecondFactor extends DomainError {
  constructor() {
    super('InvalidSecondFactor', ServerMessage.invalidSecondFactor);
  }
}

export class InviteLinkInvalid extends DomainError {
  constructor() {
    super('InviteLinkInvalid', ServerMessage.inviteLinkInvalid);
  }
}

export class StaffEmailTaken extends DomainError {
  constructor() {
    super('StaffEmailTaken', ServerMessage.staffEmailTaken);
  }
}

export class StaffMemberNotFound extends DomainError {
  constructor() {
    super('StaffMemberNotFound', ServerMessage.staffMemberNotFound);
  }
}

export class CannotRemoveYourself extends DomainError {
  constructor() {
    super('CannotRemoveYourself', ServerMessage.cannotRemoveYourself);
  }
}
