// `@biz/ui-kit/payments`, an entry of its own rather than part of the shared ui-kit: the test card's schema brings
// zod, which the pages that take no card (the sprint landing, the wizard) must not load.
export { checkedTestCard, CardMessage, formatCardNumber, parseExpiry, type CardFieldErrors, type CardFields } from './card-input';
export { EMPTY_CARD, TestModeCardFields, type TestCardHint, type TestModeCardFieldsProps } from './test-mode-card-fields';
export { NOT_AUTHENTICATED, useTestModeChallenge, type AuthenticateTestModePayment, type ChallengeOutcome } from './test-mode-challenge';
