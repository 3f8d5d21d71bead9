/** Every user-visible validation message of SPEC §5, worded exactly once. */
export const ValidationMessage = {
  businessNameRequired: 'Business name is required',
  validEmailRequired: 'Valid email is required',
  industryRequired: 'Industry is required',
  companySizeRequired: 'Company size is required',
  selectAtLeastOneGoal: 'Select at least one goal',
  validPhoneRequired: 'Valid phone number is required',
  businessTypeRequired: 'Business type is required',
  revenueRangeRequired: 'Revenue range is required',
  describeMainGoals: 'Please describe your main goals',
  timelineRequired: 'Timeline is required',
  enterValidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMinLength: 'Password must be at least 8 characters',
  /** Not in SPEC: a new password found in the server's list of common and breached ones. */
  passwordTooCommon: 'This password is too common. Please choose another.',
  selectAtLeastOneWorkflow: 'Please select at least one workflow to continue.',
  provideSubjectAndBody: 'Please provide both subject and email content.',
  selectCallDateAndTime: 'Please select both date and time for the call.',
  typeBusinessNameToDelete: 'Please type the business name exactly to confirm deletion.',
  businessNameMismatch: "Business name doesn't match",
  /** Not in SPEC: the support ticket form. */
  ticketSubjectRequired: 'Please give your ticket a subject',
  ticketMessageRequired: 'Please tell us what you need',
  ticketSubjectOneLine: 'Please keep the subject to one line',
  /** Not in SPEC: staff accounts. */
  codeRequired: 'Enter the 6-digit code from your app or a recovery code',
  staffPasswordMinLength: 'Password must be at least 12 characters',
  nameRequired: 'Name is required',
  /** Not in SPEC: a card id the payment provider does not know (a stale form, or a made-up id). */
  cardNotFound: 'We could not find this card. Please enter it again.',
} as const;
export type ValidationMessage = (typeof ValidationMessage)[keyof typeof ValidationMessage];

/** A toast: a title and, when the spec words one, a description. */
export interface ToastText {
  title: string;
  description?: string;
  destructive?: boolean;
}

/**
 * Toasts of SPEC §5 and §8, copied character by character. Where the spec says the text comes from
 * the server or the provider, only the title and the fallback description are here.
 */
export const ToastMessage = {
  noWorkflowsSelected: { title: 'No workflows selected', description: 'Please select at least one workflow to continue.', destructive: true },
  missingEmailInformation: { title: 'Missing Information', description: 'Please provide both subject and email content.', destructive: true },
  intakeFailed: { title: 'Error', description: 'Failed to process your submission. Please try again.', destructive: true },
  intakeSucceeded: { title: 'Success!', description: 'Your business information has been processed. Generating workflow recommendations...' },
  /** The description is the payment provider's message. */
  paymentFailed: { title: 'Payment Failed', destructive: true },
  paymentSucceeded: { title: 'Payment Successful', description: "Thank you for your purchase! We'll be in touch within 24 hours." },
  selectionFailed: { title: 'Error', description: 'Failed to submit your selection. Please try again.', destructive: true },
  emailGenerationFailed: { title: 'Generation Failed', description: 'Failed to generate email. Please try again.', destructive: true },
  emailSendFailed: { title: 'Send Failed', description: 'Failed to send email. Please try again.', destructive: true },
  callSchedulingFailed: { title: 'Scheduling Failed', description: 'Failed to schedule call. Please try again.', destructive: true },
  meetingLinkFailed: { title: 'Generation Failed', description: 'Failed to generate meeting link.', destructive: true },
  deletionFailed: { title: 'Deletion Failed', description: 'Failed to delete client. Please try again.', destructive: true },
  pdfDownloadFailed: { title: 'Download Failed', description: 'Failed to download PDF. Please try again.', destructive: true },
  formDownloadFailed: { title: 'Download Failed', description: 'Failed to download form.', destructive: true },
  /** Not in SPEC (the CSV export is the admin issue's): worded as the other downloads. */
  /** Not in SPEC: worded as the other generators. */
  onboardingFormFailed: { title: 'Generation Failed', description: 'Failed to generate the onboarding form. Please try again.', destructive: true },
  /** Not in SPEC: the agency emails the client the link to its onboarding form; the client sends its answers. */
  onboardingLinkFailed: { title: 'Send Failed', description: 'The onboarding form link could not be sent. Please try again.', destructive: true },
  resumeLinksNotWithdrawn: { title: 'Withdraw Failed', description: 'The checkout links could not be withdrawn. Please try again.', destructive: true },
  onboardingLinksNotWithdrawn: { title: 'Withdraw Failed', description: 'The onboarding links could not be withdrawn. Please try again.', destructive: true },
  onboardingAnswersFailed: { title: 'Not Sent', description: 'Your answers could not be sent. Please try again.', destructive: true },
  exportDownloadFailed: { title: 'Download Failed', description: 'Failed to download the CSV. Please try again.', destructive: true },
  /** Not in SPEC: worded as the subscription's update. */
  automationUpdateFailed: { title: 'Update Failed', description: 'Failed to update the automation. Please try again.', destructive: true },
  /** Not in SPEC: the agency moves a business in the pipeline. */
  stageMoveFailed: { title: 'Move Failed', description: 'The business could not be moved. Please try again.', destructive: true },
  /** Not in SPEC: the agency merges two addresses of one business, or undoes it. */
  mergeFailed: { title: 'Merge Failed', description: 'The addresses could not be merged or split. Please try again.', destructive: true },
  /** Not in SPEC: the agency sets who owns a business and its next step, or writes a note on it. */
  followUpFailed: { title: 'Save Failed', description: 'The follow-up could not be saved. Please try again.', destructive: true },
  noteFailed: { title: 'Save Failed', description: 'The note could not be saved. Please try again.', destructive: true },
  /** Not in SPEC: a task on a business added, changed, completed, reopened or deleted; a call or meeting logged. */
  taskFailed: { title: 'Save Failed', description: 'The task could not be saved. Please try again.', destructive: true },
  proposalFailed: { title: 'Proposal Not Saved', description: 'The proposal could not be saved or sent. Please try again.', destructive: true },
  proposalSignFailed: { title: 'Not Signed', description: 'Your signature could not be saved. Please try again.', destructive: true },
  proposalDeclineFailed: { title: 'Not Declined', description: 'Your answer could not be saved. Please try again.', destructive: true },
  activityFailed: { title: 'Save Failed', description: 'The call or meeting could not be logged. Please try again.', destructive: true },
  notificationReadFailed: { title: 'Not Marked', description: 'The notification could not be marked read. Please try again.', destructive: true },
  notificationPreferencesFailed: { title: 'Save Failed', description: 'Your email choices could not be saved. Please try again.', destructive: true },
  /** Not in SPEC: a client's change on its dashboard (a notification read, the email choice). */
  clientChangeFailed: { title: 'Update Failed', description: 'Your change could not be saved. Please try again.', destructive: true },
  /** Not in SPEC: the password reset forms. */
  passwordResetFailed: { title: 'Reset Failed', description: 'Something went wrong. Please try again.', destructive: true },
  /** Not in SPEC: the email confirmation (its page, and a new link from the dashboard). */
  emailConfirmationFailed: { title: 'Confirmation Failed', description: 'Something went wrong. Please try again.', destructive: true },
  /** Not in SPEC: the account page's password change and "sign out everywhere else". */
  accountChangeFailed: { title: 'Update Failed', description: 'Your change could not be saved. Please try again.', destructive: true },
  /** Not in SPEC: the Support tab's ticket. */
  ticketFailed: { title: 'Ticket Failed', description: 'Your ticket could not be sent. Please try again.', destructive: true },
  /** Not in SPEC: a message of a ticket's thread (the client's answer, the agency's reply), worded as the ticket's. */
  ticketMessageFailed: { title: 'Message Failed', description: 'Your message could not be sent. Please try again.', destructive: true },
  /** Not in SPEC: the desk closes or reopens a ticket. */
  ticketStatusFailed: { title: 'Update Failed', description: 'The ticket could not be updated. Please try again.', destructive: true },
  /** Not in SPEC: the client's resume request. */
  resumeRequestFailed: { title: 'Request Failed', description: 'Failed to ask for the automation to resume. Please try again.', destructive: true },
  /** Description not shown in the spec. */
  adminLogoutFailed: { title: 'Logout Failed', destructive: true },
  adminLoginFailed: { title: 'Login Failed', description: 'Invalid admin password. Please try again.', destructive: true },
  /** Description: the server's message, else 'Invalid email or password'; on a network failure the generic text. */
  clientLoginFailed: { title: 'Login Failed', description: 'Invalid email or password', destructive: true },
  clientLoginError: { title: 'Login Failed', description: 'Something went wrong. Please try again.', destructive: true },
  /** Description: the server's message, else 'Failed to create account'. */
  clientSignupFailed: { title: 'Signup Failed', description: 'Failed to create account', destructive: true },
  /** Description not shown in the spec. */
  subscriptionPaymentError: { title: 'Payment Error', destructive: true },
  subscriptionCreateFailed: { title: 'Subscription Failed', description: 'There was an error creating your subscription.', destructive: true },
  subscriptionUpdateFailed: { title: 'Update Failed', description: 'Failed to update subscription.', destructive: true },
  /** Description not shown in the spec. */
  copyFailed: { title: 'Copy Failed', destructive: true },
  dashboardLoadFailed: { title: 'Error Loading Dashboard', destructive: true },
  unauthorizedAdmin: { title: 'Unauthorized Access', destructive: true },
} as const satisfies Record<string, ToastText>;
export type ToastMessageKey = keyof typeof ToastMessage;

/** Messages of the error envelope that the spec does not word (server-side product copy). */
export const ServerMessage = {
  rateLimited: 'Too many requests from your network. Please wait a minute and try again.',
  invalidAdminPassword: 'Invalid admin password. Please try again.',
  submissionNotFound: 'We could not find that submission. Please start again from the business details.',
  businessNotFound: 'We could not find that business.',
  planNotReady: 'This business has no generated plan yet: it needs a workflow selection and a finished plan.',
  documentUnavailable: 'The document could not be made right now. Please try again in a few seconds.',
  planLinkInvalid: 'This link to a plan is not valid. Please use the link in your email as it was sent.',
  planLinkExpired: 'This link to your plan has expired. Reply to the email and we will send the plan again.',
  selectionNotOffered: 'Some selected workflows were not offered to this business. Please choose from the recommendations shown.',
  checkoutNotFound: 'We could not find this checkout. Please reload the page and try again.',
  paymentsUnavailable: 'Payments are unavailable right now. Please try again in a few minutes.',
  /** The same for an unknown email and a wrong password: the answer never says which. */
  invalidClientCredentials: 'Invalid email or password',
  clientLoggedIn: 'Welcome back!',
  clientAccountGone: 'This account no longer exists. Please sign up again.',
  automationNotFound: 'We could not find that automation.',
  runReportNotFound: 'This automation has no run report with that event id.',
  clientAccountNotFound: 'We could not find that client account.',
  tooManyBadRunTokens: 'Too many reports with a token that is not right, from your network. Please wait a minute and use the token the desk issued.',
  ingestTokenInvalid: "This token does not report runs for that automation. Use the automation's current token (the desk issues a new one).",
  notificationNotFound: 'We could not find that notification.',
  notificationStreamsFull: 'Too many notification streams are open. The desk checks for notifications every few seconds instead.',
  ticketNotFound: 'We could not find that ticket.',
  notResumable: 'Only a paused automation of yours can be resumed.',
  /** The same whether or not the email had an account (its owner is told by email): it never says which. */
  clientSignedUp: 'Check your inbox: we sent a link to confirm your email address.',
  emailVerified: 'Your email is confirmed. Whatever your business did with this address (its plan, orders and automations) shows in your portal.',
  verificationLinkInvalid: 'This confirmation link has expired or was already used. Sign in and ask for a new one.',
  verificationSent: 'We sent a new confirmation link. It works for 24 hours.',
  emailAlreadyVerified: 'Your email is already confirmed.',
  /** A confirmation link opened without the account's own session: whoever made the account may not be the inbox's owner. */
  confirmWithPassword: 'To confirm this address, enter the password of the account, or choose a new one (that signs out everyone else).',
  choosePortalPassword: 'Choose a password to open your client portal. This link came to your inbox, so setting a password here proves the address is yours.',
  wrongAccountPassword: 'This is not the password of this account. If you do not know it, choose a new one instead.',
  /** "This wasn't me" on the confirmation of an account that never proved an address. */
  unprovenAccountRemoved: 'The account made with your address is removed. Nothing of yours was ever linked to it.',
  /** "This wasn't me" on the confirmation of an email change: the account never moved (one moved before changes waited for the new inbox goes back). */
  emailChangeDeclined: 'The change is cancelled: that account keeps its own address, and nothing of yours is linked to it.',
  emailChangeUndone: 'Your account is back at this address and every session of it is signed out. We sent you a link to choose a new password.',
  undoLinkInvalid: 'This link has expired or was already used, or the former address has another account now. Sign in, or ask us for help by replying to the email.',
  tooManyVerificationEmails: 'We sent a confirmation link a moment ago. Please check your inbox, or try again in a few minutes.',
  wrongCurrentPassword: 'Your current password is not right.',
  /** The same whether or not the new address has an account of its own (its owner is told by email): it never says which. */
  emailChangeSent: 'Check the new inbox: your email changes when you open the link we sent there. Until then, everything stays as it is.',
  emailUnchanged: 'This is already the email of your account.',
  /** Said only to whoever opened the new inbox's link: the address got an account of its own since the change was asked. */
  emailNotAvailable: 'This address has a client account of its own now, so yours keeps its current email. Sign in with this address instead.',
  passwordChangedSignedIn: 'Your password is changed. Every other session is signed out.',
  /** The same whether or not the email has an account. */
  passwordResetSent: 'If an account uses this email, we have sent it a link to choose a new password. The link works for 30 minutes.',
  passwordChanged: 'Your password is changed. Please log in with it.',
  samePasswordAgain: 'This is the password the account has now: choose a new one.',
  resetLinkInvalid: 'This link has expired or was already used. Please ask for a new one.',
  /** Counted per email, whoever asks: it says nothing of whether the account exists. */
  invalidStaffCredentials: 'Invalid email or password',
  invalidSecondFactor: 'That code is not right. Please try again with a new code.',
  inviteLinkInvalid: 'This invitation has expired or was already used. Please ask the owner for a new one.',
  passwordSignInOff: 'Password-only sign-in is switched off: sign in with your email, password and code.',
  /** ADMIN_PASSWORD_LOGIN=until-owner (production) once an owner account with MFA exists. */
  bootstrapPasswordRetired: 'The setup password is retired now that an owner signs in with a code: sign in with your email, password and code.',
  staffEmailTaken: 'Somebody on the team already uses this email.',
  staffMemberNotFound: 'We could not find that team member.',
  staffInviteNotFound: 'That invitation is not there any more: it was withdrawn already.',
  staffInviteAccepted: 'That invitation was accepted already: remove the member instead.',
  cannotRemoveYourself: 'You cannot remove yourself from the team.',
  tooManyClientAttempts: 'Too many attempts for this email. Please wait a minute and try again.',
  /** A booking by a typed email, whoever it belongs to (decision 043): the time is kept, the call waits for that inbox. */
  callHeldTitle: 'Check your inbox',
  callHeld: 'We emailed a link to confirm your call. It is booked once you confirm it from that email; until then we keep the time for you.',
  /** A hold's confirmation link that is unknown, used, replaced by a newer booking or past its time. */
  /** Not in SPEC: a network that keeps MAX_LIVE_HOLDS_PER_ADDRESS times at once (a person needs one). */
  tooManyCallHolds: 'Your network already has several times kept for confirmation. Please confirm one from its email, or try again once they expire.',
  callHoldInvalid: 'This link has expired or was already used, and the time is no longer kept for you. Please book again.',
  /** The sign-in's guessing defence: the wait grows (its length is the answer's Retry-After), so no figure is promised here. */
  tooManySignInAttempts: 'Too many sign-in attempts for this email from this browser. Please wait a little before trying again.',
  /** A staff account's wrong codes (and current passwords), counted across every browser and challenge. */
  tooManySecondFactorAttempts: 'Too many wrong codes for this account. Please wait a little before trying again: each new try waits longer.',
} as const;
