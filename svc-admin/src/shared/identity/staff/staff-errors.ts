import { ServerMessage } from '@biz/contracts';
import { domainError } from '@biz/server-kit';

/** The same for an unknown email and a wrong password: the answer never says which. */
export class InvalidStaffCredentials extends domainError('InvalidStaffCredentials', ServerMessage.invalidStaffCredentials) {}

/** A wrong, reused or late code, or a challenge that is gone: the sign-in starts again. */
export class InvalidSecondFactor extends domainError('InvalidSecondFactor', ServerMessage.invalidSecondFactor) {}

export class InviteLinkInvalid extends domainError('InviteLinkInvalid', ServerMessage.inviteLinkInvalid) {}

export class StaffEmailTaken extends domainError('StaffEmailTaken', ServerMessage.staffEmailTaken) {}

export class StaffMemberNotFound extends domainError('StaffMemberNotFound', ServerMessage.staffMemberNotFound) {}

export class StaffInviteNotFound extends domainError('StaffInviteNotFound', ServerMessage.staffInviteNotFound) {}

export class StaffInviteAccepted extends domainError('StaffInviteAccepted', ServerMessage.staffInviteAccepted) {}

export class CannotRemoveYourself extends domainError('CannotRemoveYourself', ServerMessage.cannotRemoveYourself) {}
