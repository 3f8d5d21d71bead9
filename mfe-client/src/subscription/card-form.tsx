import { TestCards } from '@biz/contracts';
import { Button } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { checkedTestCard, EMPTY_CARD, TestModeCardFields, type CardFieldErrors } from '@biz/ui-kit/payments';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useBillingConfig, useCreateTestModePaymentMethod } from './subscription-api';

const StripeCardForm = lazy(() => import('./stripe-card'));

const hints = [
  { number: TestCards.success, outcome: 'pays' },
  { number: TestCards.declined, outcome: 'is declined' },
  { number: TestCards.authenticationRequired, outcome: 'asks for 3-D Secure' },
  { number: TestCards.chargeFailsAfterAttach, outcome: 'is saved, then its renewals fail' },
];

export interface CardFormProps {
  submitLabel: string;
  busy: boolean;
  /** The saved card's payment method id, for the subscription call; it says its own outcome and never throws. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
}

/** The TEST MODE card, saved by billing's simulated provider as Stripe.js would save it. */
function TestModeCardForm({ submitLabel, busy, onPaymentMethod }: CardFormProps) {
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const save = useCreateTestModePaymentMethod();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedTestCard(card);
    if (!checked.ok) return setErrors(checked.errors);
    save.mutate(checked.card, {
      onSuccess: ({ paymentMethodId }) => void onPaymentMethod(paymentMethodId),
      // Refused as Stripe.js refuses it (a number that is not one): said at the field.
      onError: (error) => setErrors({ number: apiErrorOf(error).message ?? 'Your card could not be saved. Please try again.' }),
    });
  }

  const working = busy || save.isPending;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Card (test mode)">
      <TestModeCardFields
        card={card}
        errors={errors}
        disabled={working}
        hints={hints}
        onChange={(next, field) => {
          setCard(next);
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <Button type="submit" disabled={working}>{working ? 'Processing...' : submitLabel}</Button>
    </form>
  );
}

/** A card for the subscription: Stripe's card element with a publishable key, the TEST MODE form without. */
export function CardForm(props: CardFormProps) {
  const config = useBillingConfig();
  if (!config.data) return <p className="text-sm text-ink-muted">{config.isError ? 'The card form could not load. Please try again.' : 'Loading the card form…'}</p>;
  if (config.data.testMode) return <TestModeCardForm {...props} />;
  return (
    <Suspense fallback={<p className="text-sm text-ink-muted">Loading the secure card form…</p>}>
      <StripeCardForm publishableKey={config.data.publishableKey} {...props} />
    </Suspense>
  );
}
