import { formatUsd, ToastMessage, type CreateSubscriptionResponse, type Subscription, type ToastText } from '@biz/contracts';
import { Button, Dialog, Notice, toast, toastMessage } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useState } from 'react';
import { CardForm } from './card-form';
import { CurrentSubscription, longDate } from './current-subscription';
import { PlanChooser, type PlanChoice } from './plan-chooser';
import { cancelSubscription, createSubscription, resumeSubscription, updatePaymentMethod, updateSubscription } from './subscription-api';
import { usePaymentChallenge } from './use-payment-challenge';

type Step = { kind: 'subscribe' | 'change'; choice: PlanChoice } | { kind: 'card' } | { kind: 'cancel' } | null;

/** A refused card is the spec's 'Payment Error' with the bank's words; anything else is the given toast. */
function failed(error: unknown, otherwise: ToastText) {
  const { status, message } = apiErrorOf(error);
  if (status === 402) toast({ title: ToastMessage.subscriptionPaymentError.title, description: message, variant: 'destructive' });
  else toastMessage(otherwise);
}

const priceOf = ({ plan, cycle }: PlanChoice) => `${formatUsd(cycle === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice)} per ${cycle === 'monthly' ? 'month' : 'year'}`;

function changeSummary(choice: PlanChoice, subscription: Subscription | null): string {
  const { plan, kind } = choice;
  const price = priceOf(choice);
  if (kind === 'downgrade' && subscription?.currentPeriodEnd) {
    return `${plan.name} (${price}) starts on ${longDate(subscription.currentPeriodEnd)}, at the end of the period you paid for; you keep ${subscription.plan} until then.`;
  }
  return `${plan.name} (${price}) starts now. You are charged today for the difference over the rest of your billing period.`;
}

/**
 * SPEC §2 Subscription tab: the client's plan with its status, and the plans to subscribe to or change to.
 * Every change goes to billing and the dashboard is read again, so what shows is what billing holds.
 */
export function SubscriptionTab({ subscription, liveAutomations, unavailable, onChanged }: { subscription: Subscription | null; liveAutomations: number; unavailable: boolean; onChanged: () => Promise<void> }) {
  const [step, setStep] = useState<Step>(null);
  const [busy, setBusy] = useState(false);
  const { challenge, element: challengeDialog } = usePaymentChallenge();

  async function run(work: () => Promise<void>, failure: ToastText) {
    setBusy(true);
    try {
      await work();
      setStep(null);
    } catch (error) {
      failed(error, failure);
    } finally {
      await onChanged();
      setBusy(false);
    }
  }

  /** Pays what the bank wants confirmed, then says how it went. */
  async function settle(answer: CreateSubscriptionResponse, success: () => void) {
    if (!answer.requiresAction || !answer.clientSecret) return success();
    setStep(null);
    const outcome = await challenge(answer.clientSecret);
    if (outcome.ok) success();
    else toast({ title: ToastMessage.subscriptionPaymentError.title, description: outcome.message, variant: 'destructive' });
  }

  const subscribe = (choice: PlanChoice) => (paymentMethodId: string) =>
    run(async () => {
      const answer = await createSubscription({ planName: choice.plan.name, billing: choice.cycle, paymentMethodId });
      await settle(answer, () => toast({ title: 'Subscribed', description: `Welcome to ${choice.plan.name}.`, variant: 'success' }));
    }, ToastMessage.subscriptionCreateFailed);

  const change = (choice: PlanChoice) =>
    run(async () => {
      const { subscription: after } = await updateSubscription({ planName: choice.plan.name, billing: choice.cycle });
      const scheduled = after.scheduledChange ? ` on ${longDate(after.scheduledChange.effectiveAt)}` : '';
      toast({ title: 'Plan updated', description: `${choice.plan.name} (${choice.cycle}) ${scheduled ? `starts${scheduled}` : 'is active now'}.`, variant: 'success' });
    }, ToastMessage.subscriptionUpdateFailed);

  const replaceCard = (paymentMethodId: string) =>
    run(async () => {
      const answer = await updatePaymentMethod(paymentMethodId);
      await settle(answer, () => toast({ title: 'Card updated', description: 'Your next payments use this card.', variant: 'success' }));
    }, ToastMessage.subscriptionUpdateFailed);

  const cancel = (immediate: boolean) =>
    run(async () => {
      await cancelSubscription(immediate);
      toast({ title: 'Subscription canceled', description: immediate ? 'Your plan has ended.' : 'It ends at the end of your billing period.', variant: 'success' });
    }, ToastMessage.subscriptionUpdateFailed);

  const confirmPayment = () =>
    subscription?.actionClientSecret
      ? run(() => settle({ requiresAction: true, clientSecret: subscription.actionClientSecret }, () => toast({ title: 'Payment confirmed', variant: 'success' })), ToastMessage.subscriptionUpdateFailed)
      : undefined;

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
          onResume={() =>
            void run(async () => {
              await resumeSubscription();
              toast({ title: 'Subscription kept', description: 'It renews as before.', variant: 'success' });
            }, ToastMessage.subscriptionUpdateFailed)
          }
        />
      ) : null}
      {/* A payment to settle first: billing refuses plan changes until then (409), so they are not offered. */}
      {unavailable ? null : <PlanChooser subscription={subscription} busy={busy || Boolean(subscription?.paymentIssue && subscription.status !== 'incomplete')} onChoose={choose} />}

      <Dialog open={step?.kind === 'subscribe'} onOpenChange={close} title={step?.kind === 'subscribe' ? `Subscribe to ${step.choice.plan.name}` : 'Subscribe'} description={step?.kind === 'subscribe' ? `${priceOf(step.choice)}, charged today and then every ${step.choice.cycle === 'monthly' ? 'month' : 'year'} until you cancel.` : undefined}>
        {step?.kind === 'subscribe' ? <CardForm submitLabel="Subscribe" busy={busy} onPaymentMethod={subscribe(step.choice)} /> : null}
      </Dialog>

      <Dialog
        open={step?.kind === 'change'}
        onOpenChange={close}
        title={step?.kind === 'change' ? `${step.choice.kind === 'switch' ? 'Switch' : step.choice.kind === 'upgrade' ? 'Upgrade' : 'Downgrade'} to ${step.choice.plan.name}, billed ${step.choice.cycle}?` : 'Change plan'}
        description={step?.kind === 'change' ? changeSummary(step.choice, subscription) : undefined}
        footer={
          <>
            <Button variant="outline" disabled={busy} onClick={() => setStep(null)}>
              Keep my plan
            </Button>
            <Button disabled={busy} onClick={() => step?.kind === 'change' && void change(step.choice)}>
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
          <Button variant="outline" disabled={busy} onClick={() => void cancel(false)}>
            {subscription?.currentPeriodEnd ? `Cancel at the end of the billing period (${longDate(subscription.currentPeriodEnd)})` : 'Cancel at the end of the billing period'}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void cancel(true)}>
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
