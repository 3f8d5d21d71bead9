import { TestCards, type SprintPackage } from '@biz/contracts';
import { checkedTestCard, EMPTY_CARD, TestModeCardFields, type CardFieldErrors } from '@biz/ui-kit/src/payments';
import { useState, type FormEvent } from 'react';
import { confirmTestModePayment } from './billing-api';
import { PayButton } from './pay-button';
import { usePaymentAttempt } from './use-payment-attempt';

const hints = [
  { number: TestCards.success, outcome: 'for a successful payment' },
  { number: TestCards.declined, outcome: 'for a declined one' },
];

/** Billing runs without Stripe: the TEST MODE card fields, confirmed by the server the way Stripe's test mode would. */
export function TestModeCardForm({ pkg, clientSecret }: { pkg: SprintPackage; clientSecret: string }) {
  const [card, setCard] = useState(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const { busy, attempt } = usePaymentAttempt();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedTestCard(card);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    void attempt(async () => {
      const answer = await confirmTestModePayment({ clientSecret, card: checked.card });
      return answer.status === 'succeeded' ? { paid: true } : { paid: false, message: answer.message };
    });
  }

  return (
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
  );
}
