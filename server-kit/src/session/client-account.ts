import { ServerMessage } from '@biz/contracts';
import { domainError } from '../errors/app-error';
import type { Session } from './session-store';

/** 410: a client session whose account was deleted since (or never had one); the page goes back to the sign-in. */
export class ClientAccountGone extends domainError('AccountGone', ServerMessage.clientAccountGone) {}

/** The account a client session signed in as. */
export function accountIdOf(session: Session): string {
  if (!session.accountId) throw new ClientAccountGone();
  return session.accountId;
}
