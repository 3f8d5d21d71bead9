import { z } from 'zod';
import { startingWith, SuccessResponse } from '../common';

/** The agency's OpenID Connect provider as the desk shows it; null: none is connected (STAFF_SSO_ISSUER unset). */
export const SingleSignOnProvider = z.object({
  /** What the button says after "Sign in with": Google, Microsoft, or the name the agency set. */
  name: z.string(),
  issuer: z.url(),
  /** The email domains whose people may sign in with it. */
  domains: z.array(z.string()),
});
export type SingleSignOnProvider = z.infer<typeof SingleSignOnProvider>;

/** Whether the team signs in with the provider, and whether the owner made it the only way in. */
export const SingleSignOnState = z.object({ provider: SingleSignOnProvider.nullable(), required: z.boolean() });
export type SingleSignOnState = z.infer<typeof SingleSignOnState>;

/** GET /api/admin/sso — public: the sign-in page offers the button, and says when a password will not do. */
export const SingleSignOnOfferResponse = z.object({ provider: SingleSignOnProvider.pick({ name: true }).nullable(), required: z.boolean() });
export type SingleSignOnOfferResponse = z.infer<typeof SingleSignOnOfferResponse>;

/**
 * POST /api/admin/sso/start — where to send the browser (the provider's authorization URL, with PKCE, state
 * and nonce); a short-lived cookie ties the sign-in to this browser.
 */
export const StartSingleSignOnResponse = z.object({ authorizationUrl: z.url() });
export type StartSingleSignOnResponse = z.infer<typeof StartSingleSignOnResponse>;

/**
 * POST /api/admin/sso/finish — the query string the provider sent the browser back to the sign-in page with
 * (`?code=…&state=…`, or `?error=…`); the session starts when it names a member of the team.
 */
export const FinishSingleSignOnRequest = z.object({ callback: startingWith('?').max(4096) });
export type FinishSingleSignOnRequest = z.infer<typeof FinishSingleSignOnRequest>;
export const FinishSingleSignOnResponse = SuccessResponse;
export type FinishSingleSignOnResponse = z.infer<typeof FinishSingleSignOnResponse>;

/** PUT /api/admin/team/sso — owners only: require single sign-on for the whole team (passwords then refused), or not. */
export const SingleSignOnPolicyRequest = z.object({ required: z.boolean() });
export type SingleSignOnPolicyRequest = z.infer<typeof SingleSignOnPolicyRequest>;
export const SingleSignOnPolicyResponse = SingleSignOnState;
export type SingleSignOnPolicyResponse = z.infer<typeof SingleSignOnPolicyResponse>;
