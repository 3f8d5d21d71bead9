import { Module } from '@nestjs/common';
import { IdentityModule } from '../shared/identity/identity.module';
import { DeskAutomationsModule } from './automations/automations.module';
import { BookingModule } from './booking/booking.module';
import { CallsModule } from './calls/calls.module';
import { CheckoutRecoveryModule } from './checkout-recovery/checkout-recovery.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { EmailsModule } from './emails/emails.module';
import { SubmissionsExportModule } from './export/submissions-export.module';
import { InboxModule } from './inbox/inbox.module';
import { OnboardingFormsModule } from './onboarding/onboarding-forms.module';
import { AdminOrdersModule } from './orders/admin-orders.module';
import { BusinessMergesModule } from './merges/business-merges.module';
import { PipelineModule } from './pipeline/pipeline.module';
import { FollowUpsModule } from './follow-ups/follow-ups.module';
import { MyDayModule } from './my-day/my-day.module';
import { TasksModule } from './tasks/tasks.module';
import { ProposalsModule } from './proposals/proposals.module';
import { PlanPdfsModule } from './plan-pdfs/plan-pdfs.module';
import { QueueDashboardModule } from './queues/queue-dashboard.module';
import { SubmissionsModule } from './submissions/submissions.module';
import { AdminSubscriptionsModule } from './subscriptions/admin-subscriptions.module';
import { SupportInboxModule } from './support/support-inbox.module';
import { SprintsModule } from './sprints/sprints.module';
import { DeskSearchModule } from './search/desk-search.module';
import { StaffNotificationsModule } from './notifications/staff-notifications.module';

/**
 * The agency's context: the staff's sign-in (shared identity), submissions and their profile, the
 * dashboard, the pipeline, emails, calls (and a visitor's booking of one), onboarding forms, plan PDFs, the CSV export, the orders (and the recovery of abandoned checkouts), subscriptions and support tabs,
 * the automations it delivers (the portal's, through its facade), the members' notifications, the inbox, the queue dashboard and the one search box.
 */
@Module({
  imports: [
    IdentityModule,
    SubmissionsModule,
    DashboardModule,
    PipelineModule,
    BusinessMergesModule,
    FollowUpsModule,
    MyDayModule,
    TasksModule,
    ProposalsModule,
    EmailsModule,
    CallsModule,
    BookingModule,
    OnboardingFormsModule,
    PlanPdfsModule,
    SubmissionsExportModule,
    AdminOrdersModule,
    CheckoutRecoveryModule,
    AdminSubscriptionsModule,
    DeskAutomationsModule,
    SprintsModule,
    SupportInboxModule,
    StaffNotificationsModule,
    InboxModule,
    QueueDashboardModule,
    DeskSearchModule,
  ],
})
export class DeskModule {}
