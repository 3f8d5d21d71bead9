import { ServerMessage, type ClientLoginRequest, type ClientSignupRequest, type ClientStatusResponse } from '@biz/contracts';
import { AppError, RateLimiter, SessionStore } from '@biz/server-kit';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import type { Caller } from '../../shared/identity/caller';
import { hashPassword, passwordMatches } from '../../shared/identity/password-hash';
import { SessionLifecycle } from '../../shared/identity/session-lifecycle';
import { AccountLinker } from '../accounts/account-linker';
import { ClientAccountRepository } from '../accounts/client-account.repository';

export class InvalidClientCredentials extends AppError {
  constructor() {
    super(401, 'InvalidCredentials', ServerMessage.invalidClientCredentials);
  }
}

export class ClientAccountExists extends AppError {
  constructor() {
    super(409, 'AccountExists', ServerMessage.clientAccountExists);
  }
}

/** Injection token of the per-email limit on sign-ins and signups. */
export const EMAIL_ATTEMPTS_LIMITER = Symbol('EMAIL_ATTEMPTS_LIMITER');

/** An email as a rate-limit key: the same for every case, and not the address itself in Redis. */
export const emailKey = (email: string) => createHash('sha256').update(email).digest('base64url');

/**
 * Client accounts sign up and sign in with an email and a password. The answers and their cost do not tell
 * whether an email has an account: an unknown email is checked against a decoy hash, as long as a real one
 * takes, and gets the same 401 as a wrong password. Attempts are limited per email (here) and per address
 * (the controller's guard).
 */
@Injectable()
export class ClientAuthService implements OnModuleDestroy {
  /** The hash of a password nobody knows, made once: what an unknown email's sign-in is checked against. */
  private readonly decoy = hashPassword(randomBytes(24).toString('base64url'));

  constructor(
    @Inject(ClientAccountRepository) private readonly accounts: ClientAccountRepository,
    @Inject(AccountLinker) private readonly linker: AccountLinker,
    @Inject(SessionLifecycle) private readonly lifecycle: SessionLifecycle,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(EMAIL_ATTEMPTS_LIMITER) private readonly emailAttempts: RateLimiter,
  ) {}

  /** A new account, linked to what its email made, and signed in: the session's id is returned. */
  async signup({ email, password, businessName }: ClientSignupRequest, caller: Caller): Promise<string> {
    const address = email.toLowerCase();
    await this.emailAttempts.hit(emailKey(address));
    const account = await this.accounts.create({ email: address, passwordHash: await hashPassword(password), businessName });
    if (!account) {
      await this.audit.record({ actor: 'client', action: 'account.signup-refused', requestId: caller.requestId, details: { address: caller.address, reason: 'email-taken' } });
      throw new ClientAccountExists();
    }
    await this.audit.record({ actor: 'client', action: 'account.signup', subjectId: account.id, requestId: caller.requestId, details: { address: caller.address } });
    await this.linker.link(account, caller);
    return this.lifecycle.start('client', caller, { accountId: account.id });
  }

  /** A client session for the right email and password; its id is returned. */
  async login({ email, password }: ClientLoginRequest, caller: Caller): Promise<string> {
    const address = email.toLowerCase();
    await this.emailAttempts.hit(emailKey(address));
    const account = await this.accounts.withHash(address);
    const matches = await passwordMatches(account?.passwordHash ?? (await this.decoy), password);
    if (!account || !matches) {
      await this.audit.record({ actor: 'client', action: 'account.login-failed', subjectId: account?.id, requestId: caller.requestId, details: { address: caller.address } });
      throw new InvalidClientCredentials();
    }
    await this.linker.link(account, caller);
    return this.lifecycle.start('client', caller, { accountId: account.id });
  }

  logout(caller: Caller): Promise<void> {
    return this.lifecycle.end(caller);
  }

  /** Whether the caller holds a client session (an admin's does not count). */
  async status(caller: Caller): Promise<ClientStatusResponse> {
    const session = caller.sessionId ? await this.sessions.get(caller.sessionId) : null;
    return { authenticated: session?.kind === 'client' };
  }

  onModuleDestroy(): Promise<void> {
    return this.emailAttempts.close();
  }
}
