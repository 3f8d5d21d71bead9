import { TestCards, type SprintPackage } from '@biz/contracts';
import { Input } from '@biz/ui-kit';
import { useState, type FormEvent } from 'react';
import { confirmTestModePayment } from './billing-api';
import { formatCardNumber, formatCvc, formatExpiry, testModePaymentRequest, type CardFieldErrors, type CardFields } from './card-input';
import { PayButton } from './pay-button';
import { usePaymentAttempt } from './use-payment-attempt';

const empty: CardFields = { number: '', expiry: '', cvc: '', postalCode: '' };

/** Billing runs without Stripe: a card form, clearly marked, that the server answers the way Stripe's test mode would. */
export function TestModeCardForm({ pkg, clientSecret }: { pkg: SprintPackage; clientSecret: string }) {
  const [card, setCard] = useState(empty);
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const { busy, attempt } = usePaymentAttempt();

  const change = (field: keyof CardFields, format: (value: string) => string = (v) => v) => (event: { target: { value: string } }) => {
    setCard((current) => ({ ...current, [field]: format(event.target.value) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = testModePaymentRequest(clientSecret, card);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    void attempt(async () => {
      const answer = await confirmTestModePayment(checked.request);
      return answer.status === 'succeeded' ? { paid: true } : { paid: false, message: answer.message };
    });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Card payment (test mode)">
      <div role="note" className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-urgent-500 bg-urgent-50 p-4">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-urgent-500 px-2 py-0.5 text-xs font-extrabold tracking-widest whitespace-nowrap text-ink">TEST MODE</span>
          <span className="text-sm font-semibold text-ink">No real card is charged</span>
        </p>
        <p className="text-sm text-ink-muted">
          Use <span className="font-mono font-semibold whitespace-nowrap text-ink">{formatCardNumber(TestCards.success)}</span> for a successful payment or{' '}
          <span className="font-mono font-semibold whitespace-nowrap text-ink">{formatCardNumber(TestCards.declined)}</span> for a declined one, with any future
          expiry date and any CVC.
        </p>
      </div>
      <Input
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={card.number}
        onChange={change('number', formatCardNumber)}
        error={errors.number}
        disabled={busy}
      />
      <div className="grid grid-cols-2 gap-4">
        <Input label="Expiry (MM / YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" value={card.expiry} onChange={change('expiry', formatExpiry)} error={errors.expiry} disabled={busy} />
        <Input label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={card.cvc} onChange={change('cvc', formatCvc)} error={errors.cvc} disabled={busy} />
      </div>
      <Input label="Postal code" autoComplete="postal-code" placeholder="10001" value={card.postalCode} onChange={change('postalCode')} error={errors.postalCode} disabled={busy} />
      <PayButton pkg={pkg} busy={busy} ready />
    </form>
  );
}
