import { TestCards, type SprintPackage } from '@biz/contracts';
import { checkedTestCard, EMPTY_CARD, TestModeCardFields, useTestModeChallenge, type CardFieldErrors } from '@biz/ui-kit/payments';
import { useState, type FormEvent } from 'react';
import { authenticateTestModePayment, confirmTestModePayment } from './billing-api';
import { PayButton } from './pay-button';
import { usePaymentAttempt } from './use-payment-attempt';

const hints = [
  { number: TestCards.success, outcome: 'for a successful payment' },
  { number: TestCards.declined, outcome: 'for a declined one' },
  { number: TestCards.authenticationRequired, outcome: 'to be asked for 3-D Secure' },
];

/**
 * Billing runs without Stripe: the TEST MODE card fields, confirmed by billing's Stripe simulator the way
 * Stripe's test mode would, 3-D Secure included (the test page shared with the client's Subscription tab).
 */
export function TestModeCardForm({ pkg, clientSecret }: { pkg: SprintPackage; clientSecret: string }) {
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const { busy, attempt } = usePaymentAttempt(pkg.name, clientSecret);
  const bank = useTestModeChallenge(authenticateTestModePayment);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedTestCard(card);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    void attempt(async () => {
      const answer = await confirmTestModePayment({ clientSecret, card: checked.card });
      if (answer.status === 'failed') return { paid: false, message: answer.message };
      if (answer.status === 'succeeded') return { paid: true };
      const outcome = await bank.challenge(clientSecret);
      return outcome.ok ? { paid: true } : { paid: false, message: outcome.message };
    });
  }

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Card payment (test mode)">
        <TestModeCardFields
          card={card}
          errors={errors}
          onChange={(next, field) => {
            setCard(next);
            setErrors((current) => ({ ...current, [field]: undefined }));
          }}
          disabled={busy}
          hints={hints}
        />
        <PayButton pkg={pkg} busy={busy} ready />
      </form>
      {bank.element}
    </>
  );
}
