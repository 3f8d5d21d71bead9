import { BillingCycle, LIVE_SUBSCRIPTION_STATUSES, SUPPORT_DAYS_AFTER_GO_LIVE, UNLIMITED_AUTOMATIONS, YEARLY_SAVINGS_LABELS, formatUsd, monthlyEquivalentCents, type Subscription, type SubscriptionPlan } from '@biz/contracts';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Notice, cn } from '@biz/ui-kit';
import { useState } from 'react';
import { useSubscriptionPlans } from './subscription-plans-api';

export type PlanChoice = { plan: SubscriptionPlan; cycle: BillingCycle; kind: 'subscribe' | 'upgrade' | 'downgrade' | 'switch' };

/** What choosing this plan and cycle would do to the client's subscription. */
function choiceOf(plans: SubscriptionPlan[], plan: SubscriptionPlan, cycle: BillingCycle, live: Subscription | null): PlanChoice['kind'] | 'current' {
  if (!live) return 'subscribe';
  if (live.plan === plan.name && live.billing === cycle) return 'current';
  const rank = (name: string) => plans.findIndex((candidate) => candidate.name === name);
  const difference = rank(plan.name) - rank(live.plan);
  return difference > 0 ? 'upgrade' : difference < 0 ? 'downgrade' : 'switch';
}

const actionLabel: Record<PlanChoice['kind'], (plan: string, cycle: BillingCycle) => string> = {
  subscribe: (plan) => `Subscribe to ${plan}`,
  upgrade: (plan) => `Upgrade to ${plan}`,
  downgrade: (plan) => `Downgrade to ${plan}`,
  switch: (_plan, cycle) => `Switch to ${cycle} billing`,
};

/**
 * What a plan adds for a client whose sprint paid for `sprintAutomations`: a plan's limit never counts a
 * sprint's automations (they are paid for), so each plan adds its own on top, with ongoing support.
 */
function beyondSprint(plan: SubscriptionPlan, sprintAutomations: number): string | null {
  if (!sprintAutomations) return null;
  const covered = `the ${sprintAutomations === 1 ? 'automation' : `${sprintAutomations} automations`} your sprint paid for`;
  const added = plan.maxAutomations === UNLIMITED_AUTOMATIONS ? 'Unlimited automations' : `Up to ${plan.maxAutomations} more automations`;
  return `${added} on top of ${covered}, and ongoing support once its ${SUPPORT_DAYS_AFTER_GO_LIVE} days end.`;
}

function PlanCard({ plan, cycle, choice, scheduled, busy, sprintAutomations, onChoose }: { plan: SubscriptionPlan; cycle: BillingCycle; choice: PlanChoice['kind'] | 'current'; scheduled: boolean; busy: boolean; sprintAutomations: number; onChoose: () => void }) {
  const monthly = cycle === 'monthly' ? plan.monthlyPrice : monthlyEquivalentCents(plan.yearlyPrice);
  const automations = plan.maxAutomations === UNLIMITED_AUTOMATIONS ? 'Unlimited automations' : `Up to ${plan.maxAutomations} automations`;
  const beyond = beyondSprint(plan, sprintAutomations);
  const current = choice === 'current';
  return (
    <Card aria-current={current ? 'true' : undefined} aria-label={`${plan.name} plan`} className={cn('flex flex-col', current && 'ring-2 ring-brand-600')}>
      <CardHeader className="pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h3">{plan.name}</CardTitle>
          {current ? <Badge variant="brand">Current plan</Badge> : scheduled ? <Badge variant="outline">Scheduled</Badge> : null}
        </div>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p>
          <span className="text-3xl font-bold tracking-tight text-ink">{formatUsd(monthly, { whole: true })}</span>
          <span className="text-sm text-ink-muted">/month</span>
        </p>
        <p className="text-xs text-ink-subtle">
          {cycle === 'monthly' ? 'Billed monthly' : `${formatUsd(plan.yearlyPrice, { whole: true })} billed yearly`} · {automations}
        </p>
        {beyond ? <p className="text-sm text-ink-muted">{beyond}</p> : null}
        <ul className="flex flex-1 flex-col gap-2 text-sm text-ink">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <span aria-hidden="true" className="text-accent-600">✓</span>
              {feature}
            </li>
          ))}
        </ul>
        <Button variant={current || choice === 'downgrade' || sprintAutomations ? 'outline' : 'primary'} disabled={current || scheduled || busy} onClick={onChoose}>
          {current ? 'Current plan' : scheduled ? 'Starts at period end' : actionLabel[choice](plan.name, cycle)}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * SPEC §2 client dashboard, Subscription tab: the plans from svc-billing with a monthly/yearly switch, the
 * client's own plan and cycle highlighted, and what choosing each other one would do. A client whose sprint
 * paid for automations is told a plan never charges for those again, and each plan says what it adds.
 */
export function PlanChooser({ subscription, sprintAutomations, busy, onChoose }: { subscription: Subscription | null; sprintAutomations: number; busy: boolean; onChoose: (choice: PlanChoice) => void }) {
  const [cycle, setCycle] = useState<BillingCycle>(subscription?.billing ?? 'monthly');
  const plans = useSubscriptionPlans();
  const live = subscription && LIVE_SUBSCRIPTION_STATUSES.includes(subscription.status) ? subscription : null;

  return (
    <section aria-labelledby="plan-chooser-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plan-chooser-title" className="text-lg font-semibold text-ink">{live ? 'Change your plan' : 'Choose your plan'}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <div role="radiogroup" aria-label="Billing cycle" className="inline-flex rounded-full border border-line bg-surface p-1 text-sm">
            {BillingCycle.options.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={cycle === option}
                onClick={() => setCycle(option)}
                className={`rounded-full px-4 py-1.5 font-medium capitalize ${cycle === option ? 'bg-brand-600 text-white' : 'text-ink-muted hover:text-ink'}`}
              >
                {option}
              </button>
            ))}
          </div>
          {cycle === 'yearly'
            ? YEARLY_SAVINGS_LABELS.map((label) => (
                <Badge key={label} variant="success">
                  {label}
                </Badge>
              ))
            : null}
        </div>
      </div>
      {sprintAutomations ? (
        <Notice tone="info" title="Your sprint's automations are paid for">
          Your sprint covers {sprintAutomations === 1 ? 'its automation' : `its ${sprintAutomations} automations`} and {SUPPORT_DAYS_AFTER_GO_LIVE} days of support after each goes live: no plan is needed for them. A plan is for what comes after: ongoing support, reports, and automations beyond them.
        </Notice>
      ) : null}
      {plans.isPending ? <p className="text-sm text-ink-muted">Loading plans…</p> : null}
      {plans.isError ? <Notice title="Plans could not be loaded">{plans.error.message}</Notice> : null}
      {plans.data ? (
        <div className="grid gap-4 md:grid-cols-3">
          {plans.data.map((plan) => {
            const choice = choiceOf(plans.data, plan, cycle, live);
            const scheduled = live?.scheduledChange?.plan === plan.name && live.scheduledChange.billing === cycle;
            return <PlanCard key={plan.name} plan={plan} cycle={cycle} choice={choice} scheduled={scheduled} busy={busy} sprintAutomations={sprintAutomations} onChoose={() => choice !== 'current' && onChoose({ plan, cycle, kind: choice })} />;
          })}
        </div>
      ) : null}
    </section>
  );
}
