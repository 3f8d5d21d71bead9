import { liveAutomationCounts, ToastMessage, type Automation, type CreateSubscriptionResponse, type Subscription } from '@biz/contracts';
import { Button, Dialog, formatDate, Notice, toast } from '@biz/ui-kit';
import { useState } from 'react';
import { CardForm } from './card-form';
import { ChangeSummary, priceOf } from './change-summary';
import { CurrentSubscription } from './current-subscription';
import { PlanChooser, type PlanChoice } from './plan-chooser';
import {
  useCancelSubscription,
  useCreateSubscription,
  usePlanChangePreview,
  useResumeSubscription,
  useUndoScheduledChange,
  useUpdatePaymentMethod,
  useUpdateSubscription,
} from './subscription-api';
import { usePaymentChallenge } from './use-payment-challenge';

type Step = { kind: 'subscribe' | 'change'; choice: PlanChoice } | { kind: 'card' } | { kind: 'cancel' } | null;

/**
 * SPEC §2 Subscription tab: the client's plan with its status, and the plans to subscribe to or change to.
 * Every change goes to billing and the dashboard is read again, so what shows is what billing holds.
 */
export function SubscriptionTab({ subscription, automations, unavailable, onChanged }: { subscription: Subscription | null; automations: readonly Automation[]; unavailable: boolean; onChanged: () => Promise<void> }) {
  // A sprint's automations are paid for by the sprint: the plan's limit counts only the others.
  const sprintAutomations = automations.filter((automation) => automation.sprint).length;
  const liveAutomations = liveAutomationCounts(automations);
  const [step, setStep] = useState<Step>(null);
  const create = useCreateSubscription();
  const update = useUpdateSubscription();
  const updateCard = useUpdatePaymentMethod();
  const cancelPlan = useCancelSubscription();
  const resume = useResumeSubscription();
  const undoChange = useUndoScheduledChange();
  const preview = usePlanChangePreview(step?.kind === 'change' ? { planName: step.choice.plan.name, billing: step.choice.cycle } : null);
  /** A payment the bank wants confirmed, between billing's answer and the dashboard read again. */
  const [settling, setSettling] = useState(false);
  const busy = settling || [create, update, updateCard, cancelPlan, resume, undoChange].some((write) => write.isPending);
  const { challenge, element: challengeDialog } = usePaymentChallenge();

  /** Pays what the bank wants confirmed, then says how it went; the dashboard is then read again. */
  async function settle(answer: CreateSubscriptionResponse, success: () => void) {
    setStep(null);
    if (!answer.requiresAction || !answer.clientSecret) return success();
    setSettling(true);
    const outcome = await challenge(answer.clientSecret);
    if (outcome.ok) success();
    else toast({ title: ToastMessage.subscriptionPaymentError.title, description: outcome.message, variant: 'destructive' });
    await onChanged();
    setSettling(false);
  }

  /** A change that billing makes at once: said, and the dialog closes. */
  const done = (title: string, description: string) => () => {
    toast({ title, description, variant: 'success' });
    setStep(null);
  };

  const subscribe = (choice: PlanChoice) => async (paymentMethodId: string) =>
    create.mutate(
      { planName: choice.plan.name, billing: choice.cycle, paymentMethodId },
      { onSuccess: (answer) => void settle(answer, () => toast({ title: 'Subscribed', description: `Welcome to ${choice.plan.name}.`, variant: 'success' })) },
    );

  const change = (choice: PlanChoice) =>
    update.mutate(
      { planName: choice.plan.name, billing: choice.cycle },
      {
        onSuccess: ({ subscription: after }) => {
          const scheduled = after.scheduledChange ? ` on ${formatDate(after.scheduledChange.effectiveAt, 'longDate')}` : '';
          done('Plan updated', `${choice.plan.name} (${choice.cycle}) ${scheduled ? `starts${scheduled}` : 'is active now'}.`)();
        },
      },
    );

  const replaceCard = async (paymentMethodId: string) =>
    updateCard.mutate(paymentMethodId, { onSuccess: (answer) => void settle(answer, () => toast({ title: 'Card updated', description: 'Your next payments use this card.', variant: 'success' })) });

  const cancel = (immediate: boolean) =>
    cancelPlan.mutate(immediate, { onSuccess: done('Subscription canceled', immediate ? 'Your plan has ended.' : 'It ends at the end of your billing period.') });

  const confirmPayment = () =>
    subscription?.actionClientSecret ? settle({ requiresAction: true, clientSecret: subscription.actionClientSecret }, () => toast({ title: 'Payment confirmed', variant: 'success' })) : undefined;

  const choose = (choice: PlanChoice) => setStep({ kind: choice.kind === 'subscribe' ? 'subscribe' : 'change', choice });
  const close = (open: boolean) => !open && !busy && setStep(null);

  return (
    <div className="flex flex-col gap-6">
      {unavailable ? (
        <Notice tone="warning" title="Your subscription could not be loaded">
          Billing did not answer just now. Please reload the page in a moment.
        </Notice>
      ) : null}
      {subscription ? (
        <CurrentSubscription
          subscription={subscription}
          liveAutomations={liveAutomations}
          busy={busy}
          onUpdateCard={() => setStep({ kind: 'card' })}
          onConfirmPayment={() => void confirmPayment()}
          onCancel={() => setStep({ kind: 'cancel' })}
          onResume={() => resume.mutate(undefined, { onSuccess: done('Subscription kept', 'It renews as before.') })}
          onUndoScheduledChange={() => undoChange.mutate(undefined, { onSuccess: done('Plan change undone', `You keep ${subscription.plan}; it renews as before.`) })}
        />
      ) : null}
      {/* A payment to settle first: billing refuses plan changes until then (409), so they are not offered. */}
      {unavailable ? null : <PlanChooser subscription={subscription} sprintAutomations={sprintAutomations} busy={busy || Boolean(subscription?.paymentIssue && subscription.status !== 'incomplete')} onChoose={choose} />}

      <Dialog open={step?.kind === 'subscribe'} onOpenChange={close} title={step?.kind === 'subscribe' ? `Subscribe to ${step.choice.plan.name}` : 'Subscribe'} description={step?.kind === 'subscribe' ? `${priceOf(step.choice)}, charged today and then every ${step.choice.cycle === 'monthly' ? 'month' : 'year'} until you cancel.` : undefined}>
        {step?.kind === 'subscribe' ? <CardForm submitLabel="Subscribe" busy={busy} onPaymentMethod={subscribe(step.choice)} /> : null}
      </Dialog>

      <Dialog
        open={step?.kind === 'change'}
        onOpenChange={close}
        title={step?.kind === 'change' ? `${step.choice.kind === 'switch' ? 'Switch' : step.choice.kind === 'upgrade' ? 'Upgrade' : 'Downgrade'} to ${step.choice.plan.name}, billed ${step.choice.cycle}?` : 'Change plan'}
        description={step?.kind === 'change' ? <ChangeSummary choice={step.choice} subscription={subscription} preview={preview} /> : undefined}
        footer={
          <>
            <Button variant="outline" disabled={busy} onClick={() => setStep(null)}>
              Keep my plan
            </Button>
            {/* Confirmed only once today's amount is known, or known to be unavailable. */}
            <Button disabled={busy || preview.isLoading} onClick={() => step?.kind === 'change' && change(step.choice)}>
              {busy ? 'Processing...' : 'Confirm change'}
            </Button>
          </>
        }
      />

      <Dialog open={step?.kind === 'card'} onOpenChange={close} title="Update your card" description="Your next payments use this card; a payment that failed is retried on it now.">
        {step?.kind === 'card' ? <CardForm submitLabel="Save card" busy={busy} onPaymentMethod={replaceCard} /> : null}
      </Dialog>

      <Dialog open={step?.kind === 'cancel'} onOpenChange={close} title="Cancel your subscription?" description="Choose when it ends. Your automations keep running until then.">
        <div className="flex flex-col gap-3">
          <Button variant="outline" disabled={busy} onClick={() => cancel(false)}>
            {subscription?.currentPeriodEnd ? `Cancel at the end of the billing period (${formatDate(subscription.currentPeriodEnd, 'longDate')})` : 'Cancel at the end of the billing period'}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => cancel(true)}>
            Cancel immediately: access ends now, no further invoice
          </Button>
          <Button variant="ghost" disabled={busy} onClick={() => setStep(null)}>
            Keep my subscription
          </Button>
        </div>
      </Dialog>
      {challengeDialog}
    </div>
  );
}
