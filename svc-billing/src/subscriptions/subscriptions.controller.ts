import type { EndpointInput } from '@biz/contracts';
import { accountIdOf, CurrentSession, Endpoint, Input, type CurrentSessionValue } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { SubscriptionService } from './subscription.service';

/** The signed-in client's own subscription: every call is about the session's account only. */
@Controller()
export class SubscriptionsController {
  constructor(@Inject(SubscriptionService) private readonly subscriptions: SubscriptionService) {}

  @Endpoint('createSubscription')
  create(@Input() { body }: EndpointInput<'createSubscription'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.subscriptions.create(accountIdOf(session), body);
  }

  @Endpoint('updateSubscription')
  update(@Input() { body }: EndpointInput<'updateSubscription'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.subscriptions.update(accountIdOf(session), body);
  }

  @Endpoint('cancelSubscription')
  cancel(@Input() { body }: EndpointInput<'cancelSubscription'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.subscriptions.cancel(accountIdOf(session), body.immediate);
  }

  @Endpoint('resumeSubscription')
  resume(@Input() _empty: EndpointInput<'resumeSubscription'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.subscriptions.resume(accountIdOf(session));
  }

  @Endpoint('undoScheduledChange')
  undoScheduledChange(@Input() _empty: EndpointInput<'undoScheduledChange'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.subscriptions.undoScheduledChange(accountIdOf(session));
  }

  @Endpoint('previewPlanChange')
  previewChange(@Input() { query }: EndpointInput<'previewPlanChange'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.subscriptions.previewChange(accountIdOf(session), query);
  }

  @Endpoint('updatePaymentMethod')
  paymentMethod(@Input() { body }: EndpointInput<'updatePaymentMethod'>, @CurrentSession() { session }: CurrentSessionValue) {
    return this.subscriptions.updatePaymentMethod(accountIdOf(session), body.paymentMethodId);
  }

  /** For the client context (svc-admin's dashboard and automation limits). */
  @Endpoint('accountSubscription')
  async ofAccount(@Input() { params }: EndpointInput<'accountSubscription'>) {
    return { subscription: await this.subscriptions.ofAccount(params.accountId) };
  }

  @Endpoint('subscriptionSummary')
  summary() {
    return this.subscriptions.summary();
  }
}
