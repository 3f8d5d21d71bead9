import { ServerMessage } from '@biz/contracts';
import { AppError } from '@biz/server-kit';

/** The same for an unknown email and a wrong password: the answer never says which. */
export class InvalidStaffCredentials extends AppError {
  constructor() {
    super(401, 'InvalidStaffCredentials', ServerMessage.invalidStaffCredentials);
  }
}

/** A wrong, reused or late code, or a challenge that is gone: the sign-in starts again. */
export class InvalidSecondFactor extends AppError {
  constructor() {
    super(401, 'InvalidSecondFactor', ServerMessage.invalidSecondFactor);
  }
}

export class InviteLinkInvalid extends AppError {
  constructor() {
    super(400, 'InviteLinkInvalid', ServerMessage.inviteLinkInvalid);
  }
}

export class StaffEmailTaken extends AppError {
  constructor() {
    super(409, 'StaffEmailTaken', ServerMessage.staffEmailTaken);
  }
}

export class StaffMemberNotFound extends AppError {
  constructor() {
    super(404, 'StaffMemberNotFound', ServerMessage.staffMemberNotFound);
  }
}

export class CannotRemoveYourself extends AppError {
  constructor() {
    super(409, 'CannotRemoveYourself', ServerMessage.cannotRemoveYourself);
  }
}
