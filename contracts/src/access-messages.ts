/**
 * The server's words for single sign-on and for links withdrawn or used up: sent in error answers, which the
 * pages show as they come. Apart from `ServerMessage`, which the public pages bundle whole (their initial JS).
 */
export const SingleSignOnMessage = {
  required: 'Your agency signs in with its identity provider only: use the "Sign in with" button above.',
  notConnected: 'No identity provider is connected: set STAFF_SSO_ISSUER, STAFF_SSO_CLIENT_ID, STAFF_SSO_CLIENT_SECRET and STAFF_SSO_DOMAINS first.',
  untried: 'Sign in with the identity provider yourself once first, so that requiring it cannot lock you out.',
  expired: 'This sign-in expired or was started in another browser. Please start again.',
  cancelled: 'The identity provider did not sign you in. Please start again.',
  unverified: 'Your identity provider has not verified this email address.',
  otherDomain: 'This email is not on a domain the agency signs in with.',
  noMember: 'Nobody on the team uses this email. Please ask the owner for an invitation.',
  otherPerson: 'This team account is linked to another person at the identity provider.',
} as const;

export const LinkMessage = {
  checkoutWithdrawn: 'This checkout link was withdrawn. Please use the newest link we emailed you, or start the checkout again.',
  checkoutUsedUp: 'This checkout link has been opened too many times. Please start the checkout again.',
  onboardingWithdrawn: 'This onboarding link was withdrawn. Please use the newest link we emailed you, or fill the form in your client portal.',
  onboardingUsedUp: 'This onboarding link has sent all the answers it may. Please fill the form in your client portal, or ask us for a new link.',
} as const;
