import { SingleSignOnMessage } from '@biz/contracts';
import { domainError } from '@biz/server-kit';

export class SingleSignOnNotConnected extends domainError('SingleSignOnNotConnected', SingleSignOnMessage.notConnected) {}

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

export class SingleSignOnRefused extends domainError('SingleSignOnRefused', (reason: RefusalReason) => RefusalMessages[reason]) {}

export class SingleSignOnUntried extends domainError('SingleSignOnUntried', SingleSignOnMessage.untried) {}
