import { DependencyUnavailable } from '@biz/server-kit';
import { Logger } from '@nestjs/common';
import type * as Oidc from 'openid-client';
import type { SingleSignOnSettings } from '../../../config/env';

/** What the browser's sign-in must prove when it comes back: kept by the desk, never sent to the browser but the state. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Who the provider says signed in: its issuer and subject (the person), and the email it vouches for. */
export interface ProvenIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /** `email_verified`, or Microsoft Entra's `xms_edov` (the email's domain is verified by its tenant). */
  emailVerified: boolean;
}

/** The provider's answer signs nobody in: the person refused, or a check (state, nonce, PKCE, signature) failed. */
export class ProviderRefused extends Error {}

/** openid-client's codes for no answer in time, and for an answer that is not the protocol's (a 5xx page). */
const PROVIDER_DOWN = new Set(['OAUTH_TIMEOUT', 'OAUTH_ABORT', 'OAUTH_RESPONSE_IS_NOT_CONFORM']);

/**
 * openid-client (and jose under it), loaded the first time a provider is used: a desk without single sign-on
 * never holds them (about 10 MB of memory per svc-admin instance).
 */
let openidClient: Promise<typeof Oidc> | undefined;
const oidcClient = () => (openidClient ??= import('openid-client'));

/** How long the desk waits for the provider (discovery, token, userinfo) before it answers 503. */
const PROVIDER_TIMEOUT_SECONDS = 5;

/**
 * The desk as an OpenID Connect relying party of the agency's provider, through `openid-client` (the
 * certified client): discovery at boot, then the authorization code flow with PKCE (S256), state and nonce,
 * and the client's secret at the token endpoint. A provider that does not answer is a 503 (the dependency
 * is down), and discovery is tried again at the next sign-in; a refusal or a failed check is `ProviderRefused`.
 */
export class OidcRelyingParty {
  private readonly logger = new Logger(OidcRelyingParty.name);
  private configuration?: Promise<Oidc.Configuration>;

  constructor(
    readonly settings: SingleSignOnSettings,
    /** Plain-http issuers are for a provider on this machine in development and tests: production refuses them (env). */
    private readonly allowHttp = settings.issuer.startsWith('http:'),
  ) {}

  /** Discovers the provider now (at boot), so a wrong issuer is logged at once; a failure is tried again later. */
  warmUp(): void {
    this.discovered().catch((error: Error) => this.logger.warn(`OpenID Connect discovery at ${this.settings.issuer} failed (tried again at the next sign-in): ${error.message}`));
  }

  async authorizationUrl(): Promise<{ url: string; checks: AuthorizationChecks }> {
    const [oidc, configuration] = await Promise.all([oidcClient(), this.discovered()]);
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid email',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
      state: checks.state,
      nonce: checks.nonce,
    });
    return { url: url.toString(), checks };
  }

  /** Redeems the code the browser came back with; the ID token's claims, completed by userinfo when it names no email. */
  async identityOf(callbackQuery: string, checks: AuthorizationChecks): Promise<ProvenIdentity> {
    const [oidc, configuration] = await Promise.all([oidcClient(), this.discovered()]);
    return this.asked(oidc, async () => {
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(callbackQuery, this.settings.redirectUri), {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new ProviderRefused('no ID token');
      const profile = typeof claims.email === 'string' ? claims : { ...claims, ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)) };
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof profile.email === 'string' ? profile.email.toLowerCase() : null,
        emailVerified: profile.email_verified === true || profile.xms_edov === true,
      };
    });
  }

  private discovered(): Promise<Oidc.Configuration> {
    this.configuration ??= oidcClient()
      .then((oidc) =>
        oidc.discovery(new URL(this.settings.issuer), this.settings.clientId, this.settings.clientSecret, undefined, {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(this.allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
        }),
      )
      .catch((error: Error) => {
        this.configuration = undefined;
        throw new DependencyUnavailable('network', `OpenID Connect discovery at ${this.settings.issuer}: ${error.message}`, { cause: error });
      });
    return this.configuration;
  }

  /** A provider that does not answer, or answers with a server error, is down (503); any other failure refuses the sign-in. */
  private async asked<T>(oidc: typeof Oidc, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof TypeError || (error instanceof oidc.ClientError && PROVIDER_DOWN.has(error.code ?? ''))) {
        throw new DependencyUnavailable('network', `OpenID provider ${this.settings.issuer}: ${error.message}`, { cause: error });
      }
      throw error instanceof ProviderRefused ? error : new ProviderRefused((error as Error).message, { cause: error });
    }
  }
}
