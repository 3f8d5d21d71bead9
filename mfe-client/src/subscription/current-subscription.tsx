import { formatUsd, UNLIMITED_AUTOMATIONS, type LiveAutomationCounts, type Subscription, type SubscriptionStatus } from '@biz/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, formatDate, Notice, type BadgeVariant } from '@biz/ui-kit';

const statusBadge: Record<SubscriptionStatus, { label: string; variant: BadgeVariant }> = {
  active: { label: 'Active', variant: 'success' },
  trialing: { label: 'Trial', variant: 'brand' },
  past_due: { label: 'Past due', variant: 'danger' },
  unpaid: { label: 'Unpaid', variant: 'danger' },
  incomplete: { label: 'Payment pending', variant: 'warning' },
  incomplete_expired: { label: 'Expired', variant: 'neutral' },
  canceled: { label: 'Canceled', variant: 'neutral' },
  paused: { label: 'Paused', variant: 'neutral' },
};

export interface CurrentSubscriptionActions {
  onUpdateCard: () => void;
  onConfirmPayment: () => void;
  onCancel: () => void;
  onResume: () => void;
  onUndoScheduledChange: () => void;
  busy: boolean;
}

/**
 * The client's plan: its status badge (active highlighted), what it costs, when it bills next, and what needs
 * doing. Its live automations are those its limit counts; a sprint's are named apart, so the two add up to
 * the Live Automations card.
 */
export function CurrentSubscription({ subscription, liveAutomations: { onPlan, fromSprints }, onUpdateCard, onConfirmPayment, onCancel, onResume, onUndoScheduledChange, busy }: { subscription: Subscription; liveAutomations: LiveAutomationCounts } & CurrentSubscriptionActions) {
  const { plan, status, billing, priceCents, nextBillingDate, currentPeriodEnd, cancelAtPeriodEnd, scheduledChange, paymentIssue, card, maxAutomations } = subscription;
  const unlimited = maxAutomations === UNLIMITED_AUTOMATIONS;
  const badge = statusBadge[status];
  const ended = status === 'canceled' || status === 'incomplete_expired';
  return (
    <Card aria-labelledby="current-plan-title">
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-center gap-3">
          <CardTitle as="h2" id="current-plan-title">
            Your plan: {plan}
          </CardTitle>
          <Badge variant={badge.variant} aria-label={`Status: ${badge.label}`}>
            {badge.label}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-ink-subtle">Price</dt>
            <dd className="font-medium text-ink">
              {formatUsd(priceCents)} / {billing === 'monthly' ? 'month' : 'year'}
            </dd>
          </div>
          <div>
            <dt className="text-ink-subtle">{ended ? 'Ended' : 'Next billing date'}</dt>
            <dd className="font-medium text-ink">{ended ? (currentPeriodEnd ? formatDate(currentPeriodEnd, 'longDate') : '—') : nextBillingDate ? formatDate(nextBillingDate, 'longDate') : 'None'}</dd>
          </div>
          <div>
            <dt className="text-ink-subtle">Live on this plan</dt>
            <dd className="font-medium text-ink">{unlimited ? `${onPlan} (unlimited)` : `${onPlan} of ${maxAutomations}`}</dd>
            {fromSprints ? <dd className="text-xs text-ink-muted">+ {fromSprints} from your sprint, not counted</dd> : null}
          </div>
          <div>
            <dt className="text-ink-subtle">Card</dt>
            <dd className="font-medium text-ink capitalize">{card ? `${card.brand} •••• ${card.last4}` : '—'}</dd>
          </div>
        </dl>
        {!ended && !unlimited && onPlan >= maxAutomations ? (
          <Notice tone="info" title={`Your ${plan} plan runs up to ${maxAutomations} live automations, and all are in use.`}>
            Upgrade to have us set more live.
          </Notice>
        ) : null}
        {cancelAtPeriodEnd && currentPeriodEnd ? (
          <Notice tone="warning" title={`Your subscription will be canceled on ${formatDate(currentPeriodEnd, 'longDate')}.`}>
            <span className="flex flex-wrap items-center gap-3">
              You keep {plan} until then, and nothing more is billed.
              <Button size="sm" variant="outline" disabled={busy} onClick={onResume}>
                Keep my subscription
              </Button>
            </span>
          </Notice>
        ) : null}
        {scheduledChange ? (
          <Notice tone="info" title={`Your plan changes to ${scheduledChange.plan} (${scheduledChange.billing}) on ${formatDate(scheduledChange.effectiveAt, 'longDate')}.`}>
            <span className="flex flex-wrap items-center gap-3">
              You keep {plan} until then.
              <Button size="sm" variant="outline" disabled={busy} onClick={onUndoScheduledChange}>
                Keep {plan}
              </Button>
            </span>
          </Notice>
        ) : null}
        {paymentIssue === 'payment_failed' && status === 'incomplete' ? (
          <Notice tone="warning" title="Your first payment did not go through">
            Choose a plan below to try again with another card.
          </Notice>
        ) : null}
        {paymentIssue === 'payment_failed' && status !== 'incomplete' ? (
          <Notice tone="warning" title="Your last payment failed: update your card">
            <span className="flex flex-wrap items-center gap-3">
              We will try again, but your automations may stop if it is not paid.
              <Button size="sm" disabled={busy} onClick={onUpdateCard}>
                Update your card
              </Button>
            </span>
          </Notice>
        ) : null}
        {paymentIssue === 'action_required' ? (
          <Notice tone="warning" title="Your bank asks you to confirm a payment">
            <span className="flex flex-wrap items-center gap-3">
              Confirm it to keep your plan.
              <Button size="sm" disabled={busy} onClick={onConfirmPayment}>
                Confirm payment
              </Button>
            </span>
          </Notice>
        ) : null}
        {ended ? (
          <p className="text-sm text-ink-muted">Choose a plan below to subscribe again.</p>
        ) : (
          <div className="flex flex-wrap gap-3">
            {paymentIssue || status === 'incomplete' ? null : (
              <Button variant="outline" disabled={busy} onClick={onUpdateCard}>
                Update card
              </Button>
            )}
            {cancelAtPeriodEnd || status === 'incomplete' ? null : (
              <Button variant="ghost" disabled={busy} onClick={onCancel}>
                Cancel subscription
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
