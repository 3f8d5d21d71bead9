import { Input } from '../components/input';
import { formatCardNumber, formatCvc, formatExpiry, type CardFieldErrors, type CardFields } from './card-input';

export const EMPTY_CARD: CardFields = { number: '', expiry: '', cvc: '', postalCode: '' };

export interface TestCardHint {
  number: string;
  outcome: string;
}

export interface TestModeCardFieldsProps {
  card: CardFields;
  errors: CardFieldErrors;
  onChange: (card: CardFields, field: keyof CardFields) => void;
  disabled?: boolean;
  /** The test numbers worth knowing on this page, with what each does. */
  hints: readonly TestCardHint[];
}

/** Billing runs without Stripe: card fields, clearly marked, that the server answers the way Stripe's test mode would. */
export function TestModeCardFields({ card, errors, onChange, disabled, hints }: TestModeCardFieldsProps) {
  const change = (field: keyof CardFields, format: (value: string) => string = (v) => v) => (event: { target: { value: string } }) =>
    onChange({ ...card, [field]: format(event.target.value) }, field);
  return (
    <>
      <div role="note" className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-urgent-500 bg-urgent-50 p-4">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded bg-urgent-500 px-2 py-0.5 text-xs font-extrabold tracking-widest whitespace-nowrap text-ink">TEST MODE</span>
          <span className="text-sm font-semibold text-ink">No real card is charged</span>
        </p>
        <p className="text-sm text-ink-muted">
          {hints.map(({ number, outcome }, index) => (
            <span key={number}>
              {index === 0 ? 'Use ' : index === hints.length - 1 ? ' or ' : ', '}
              <span className="font-mono font-semibold whitespace-nowrap text-ink">{formatCardNumber(number)}</span> {outcome}
            </span>
          ))}
          , with any future expiry date and any CVC.
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
        disabled={disabled}
      />
      <div className="grid grid-cols-2 gap-4">
        <Input label="Expiry (MM / YY)" inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" value={card.expiry} onChange={change('expiry', formatExpiry)} error={errors.expiry} disabled={disabled} />
        <Input label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" value={card.cvc} onChange={change('cvc', formatCvc)} error={errors.cvc} disabled={disabled} />
      </div>
      <Input label="Postal code" autoComplete="postal-code" placeholder="10001" value={card.postalCode} onChange={change('postalCode')} error={errors.postalCode} disabled={disabled} />
    </>
  );
}
