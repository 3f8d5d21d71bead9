import { SingleSignOnMessage } from '@biz/contracts';
import { DomainError } from '@biz/server-kit';

export class SingleSignOnNotConnected extends DomainError {
  constructor() {
    super('SingleSignOnNotConnected', SingleSignOnMessage.notConnected);
  }
}

/** Why the provider's answer signs nobody in; each says what to do in its own words. */
export const RefusalMessages = {
  expired: SingleSignOnMessage.expired,
  cancelled: SingleSignOnMessage.cancelled,
  unverified: SingleSignOnMessage.unverified,
  'other-domain': SingleSignOnMessage.otherDomain,
  'no-member': SingleSignOnMessage.noMember,
  'other-person': SingleSignOnMessage.otherPerson,
} as const;
export type RefusalReason = keyof typeof RefusalMessages;

export class SingleSignOnRefused extends DomainError {
  constructor(readonly reason: RefusalReason) {
    super('SingleSignOnRefused', RefusalMessages[reason]);
  }
}

export class SingleSignOnUntried extends DomainError {
  constructor() {
    super('SingleSignOnUntried', SingleSignOnMessage.untried);
  }
}
