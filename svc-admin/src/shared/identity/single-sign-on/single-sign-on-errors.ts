import { ServerMessage } from '@biz/contracts';
import { DomainError } from '@biz/server-kit';

export class SingleSignOnNotConnected extends DomainError {
  constructor() {
    super('SingleSignOnNotConnected', ServerMessage.singleSignOnNotConnected);
  }
}

/** Why the provider's answer signs nobody in; each says what to do in its own words. */
export const RefusalMessages = {
  expired: ServerMessage.singleSignOnExpired,
  cancelled: ServerMessage.singleSignOnCancelled,
  unverified: ServerMessage.singleSignOnUnverified,
  'other-domain': ServerMessage.singleSignOnOtherDomain,
  'no-member': ServerMessage.singleSignOnNoMember,
  'other-person': ServerMessage.singleSignOnOtherPerson,
} as const;
export type RefusalReason = keyof typeof RefusalMessages;

export class SingleSignOnRefused extends DomainError {
  constructor(readonly reason: RefusalReason) {
    super('SingleSignOnRefused', RefusalMessages[reason]);
  }
}

export class SingleSignOnUntried extends DomainError {
  constructor() {
    super('SingleSignOnUntried', ServerMessage.singleSignOnUntried);
  }
}
