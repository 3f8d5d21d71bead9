import { Init1763800000000 } from './1763800000000-init';
import { AgencyEmails1764100000000 } from './1764100000000-agency-emails';
import { Calls1764200000000 } from './1764200000000-calls';
import { OnboardingForms1764300000000 } from './1764300000000-onboarding-forms';
import { ClientAccounts1764400000000 } from './1764400000000-client-accounts';
import { ClientPreferences1764500000000 } from './1764500000000-client-preferences';
import { SupportTickets1764600000000 } from './1764600000000-support-tickets';
import { PasswordResets1764700000000 } from './1764700000000-password-resets';
import { SubscriptionNotices1764900000000 } from './1764900000000-subscription-notices';
import { AuditSubjects1765000000000 } from './1765000000000-audit-subjects';
import { EmailVerification1765100000000 } from './1765100000000-email-verification';
import { StaffAccounts1765200000000 } from './1765200000000-staff-accounts';
import { Pipeline1765400000000 } from './1765400000000-pipeline';
import { SupportInbox1765500000000 } from './1765500000000-support-inbox';
import { FollowUps1765550000000 } from './1765550000000-follow-ups';
import { EmailTemplates1765600000000 } from './1765600000000-email-templates';
import { CallCalendar1765800000000 } from './1765800000000-call-calendar';
import { SprintWork1765810000000 } from './1765810000000-sprint-work';
import { LeadEmails1765820000000 } from './1765820000000-lead-emails';
import { OnboardingAnswers1765840000000 } from './1765840000000-onboarding-answers';
import { AutomationRuns1765900000000 } from './1765900000000-automation-runs';
import { EmailChanges1765950000000 } from './1765950000000-email-changes';
import { StaffSingleSignOn1766000000000 } from './1766000000000-staff-single-sign-on';
import { OnboardingLinkControl1766100000000 } from './1766100000000-onboarding-link-control';
import { EmailChangeLinks1766150000000 } from './1766150000000-email-change-links';
import { CallHolds1766200000000 } from './1766200000000-call-holds';

/** In order; the type guard (`database/admin-db.int-spec.ts`) migrates a fresh schema with them. */
export const ADMIN_MIGRATIONS = [Init1763800000000, AgencyEmails1764100000000, Calls1764200000000, OnboardingForms1764300000000, ClientAccounts1764400000000, ClientPreferences1764500000000, SupportTickets1764600000000, PasswordResets1764700000000, SubscriptionNotices1764900000000, AuditSubjects1765000000000, EmailVerification1765100000000, StaffAccounts1765200000000, Pipeline1765400000000, SupportInbox1765500000000, FollowUps1765550000000, EmailTemplates1765600000000, CallCalendar1765800000000, SprintWork1765810000000, LeadEmails1765820000000, OnboardingAnswers1765840000000, AutomationRuns1765900000000, EmailChanges1765950000000, StaffSingleSignOn1766000000000, OnboardingLinkControl1766100000000, EmailChangeLinks1766150000000, CallHolds1766200000000];
