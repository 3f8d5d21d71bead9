import type { SingleSignOnOfferResponse, SingleSignOnState } from '@biz/contracts';
import { REDIS, SessionStore } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AuditEventRepository } from '../../audit/audit-event.repository';
import { agencyActor, type Caller } from '../caller';
import { BOOTSTRAP_SESSIONS } from '../session-lifecycle';
import { StaffAccountRepository, type StaffCredentials } from '../staff/staff-account.repository';
import { STAFF_CHALLENGE_PREFIX } from '../staff/staff-challenges';
import { OidcRelyingParty, ProviderRefused } from './oidc-relying-party';
import { SignInPolicyRepository } from './sign-in-policy.repository';
import { SingleSignOnNotConnected, SingleSignOnRefused, SingleSignOnUntried, type RefusalReason } from './single-sign-on-errors';

/** The agency's provider (`OidcRelyingParty`), or null when STAFF_SSO_ISSUER is unset. */
export const SINGLE_SIGN_ON = Symbol('SINGLE_SIGN_ON');

/** The cookie that ties a started sign-in to the browser that started it (a login CSRF cannot finish elsewhere). */
export const SINGLE_SIGN_ON_COOKIE = 'sso';
/** How long a person has at the provider before the sign-in must start again. */
export const SINGLE_SIGN_ON_SECONDS = 10 * 60;

const Pending = z.object({ state: z.string(), nonce: z.string(), codeVerifier: z.string(), browser: z.string() });

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * Staff sign-in through the agency's OpenID Connect provider. A start keeps the PKCE verifier, state and nonce
 * in Redis under the state, for the browser whose cookie matches; the finish takes them once, lets the provider
 * prove the person, and signs in the active member with that verified email on an allowed domain, linked to
 * that person at the provider from then on. The owner may require it (while a provider is connected: taking
 * STAFF_SSO_ISSUER away is the operator's way back in), and only after signing in with it themselves; the
 * sessions passwords opened then end.
 */
@Injectable()
export class SingleSignOnService {
  constructor(
    @Inject(SINGLE_SIGN_ON) private readonly provider: OidcRelyingParty | null,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(STAFF_CHALLENGE_PREFIX) private readonly prefix: string,
    @Inject(SignInPolicyRepository) private readonly policy: SignInPolicyRepository,
    @Inject(StaffAccountRepository) private readonly accounts: StaffAccountRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(SessionStore) private readonly sessions: SessionStore,
  ) {}

  /** Passwords are refused while this holds. */
  async required(): Promise<boolean> {
    return !!this.provider && (await this.policy.singleSignOnRequired());
  }

  async offer(): Promise<SingleSignOnOfferResponse> {
    return { provider: this.provider && { name: this.provider.settings.name }, required: await this.required() };
  }

  async state(): Promise<SingleSignOnState> {
    if (!this.provider) return { provider: null, required: false };
    const { name, issuer, domains } = this.provider.settings;
    return { provider: { name, issuer, domains }, required: await this.required() };
  }

  /** Where to send the browser, and the value of the cookie it keeps until it comes back. */
  async start(): Promise<{ authorizationUrl: string; browserKey: string }> {
    const { url, checks } = await this.connected().authorizationUrl();
    const browserKey = randomBytes(32).toString('base64url');
    const pending: z.infer<typeof Pending> = { ...checks, browser: sha256(browserKey).toString('base64url') };
    await this.redis.set(this.key(checks.state), JSON.stringify(pending), 'EX', SINGLE_SIGN_ON_SECONDS);
    return { authorizationUrl: url, browserKey };
  }

  /** The member the provider's answer (the query it sent the browser back with) signs in; a refusal is audited with its reason. */
  async finish(callback: string, browserKey: string | undefined, caller: Caller): Promise<StaffCredentials> {
    const provider = this.connected();
    const state = new URLSearchParams(callback).get('state');
    const pending = state ? await this.taken(state) : null;
    if (!pending || !browserKey || !timingSafeEqual(sha256(browserKey), Buffer.from(pending.browser, 'base64url'))) return this.refuse(caller, 'expired');
    let identity;
    try {
      identity = await provider.identityOf(callback, pending);
    } catch (error) {
      if (error instanceof ProviderRefused) return this.refuse(caller, 'cancelled', { error: error.message });
      throw error;
    }
    const { email, emailVerified, issuer, subject } = identity;
    if (!email || !emailVerified) return this.refuse(caller, 'unverified', { email });
    if (!provider.settings.domains.includes(email.slice(email.lastIndexOf('@') + 1))) return this.refuse(caller, 'other-domain', { email });
    const signedIn = await this.accounts.signInBySingleSignOn(email, issuer, subject);
    if ('refused' in signedIn) return this.refuse(caller, signedIn.refused, { email });
    return signedIn.account;
  }

  async setRequired(required: boolean, caller: Caller): Promise<SingleSignOnState> {
    this.connected();
    if (required && !(caller.staffAccountId && (await this.accounts.signedInBySingleSignOn(caller.staffAccountId)))) throw new SingleSignOnUntried();
    await this.policy.requireSingleSignOn(required, caller.staffAccountId);
    const sessionsEnded = required ? await this.endPasswordSessions(caller) : 0;
    await this.audit.record({ ...agencyActor(caller), action: 'staff.sso-policy-changed', subjectId: caller.staffAccountId, requestId: caller.requestId, details: { required, sessionsEnded, address: caller.address } });
    return this.state();
  }

  /** Required now: every session a password opened ends (the members' and the setup password's); the provider's, and the owner's own, stay. */
  private async endPasswordSessions(caller: Caller): Promise<number> {
    let ended = await this.sessions.endAll(BOOTSTRAP_SESSIONS);
    for (const member of await this.accounts.members()) ended += await this.sessions.endAll(member.id, caller.sessionId, (session) => session.singleSignOn === true);
    return ended;
  }

  private connected(): OidcRelyingParty {
    if (!this.provider) throw new SingleSignOnNotConnected();
    return this.provider;
  }

  /** The started sign-in under this state, once: a second finish with the same answer finds nothing. */
  private async taken(state: string): Promise<z.infer<typeof Pending> | null> {
    const stored = await this.redis.getdel(this.key(state));
    const parsed = stored ? Pending.safeParse(JSON.parse(stored)) : null;
    return parsed?.success ? parsed.data : null;
  }

  private async refuse(caller: Caller, reason: RefusalReason, details: Record<string, string | null> = {}): Promise<never> {
    await this.audit.record({ actor: 'admin', action: 'staff.sso-refused', requestId: caller.requestId, details: { reason, ...details, address: caller.address } });
    throw new SingleSignOnRefused(reason);
  }

  private key(state: string): string {
    return `${this.prefix}:staff-sso:${sha256(state).toString('base64url')}`;
  }
}
