import { DELIVERY_HOURS, GUARANTEE_DAYS } from '@biz/contracts';
import { useSpotsClaims } from '../sprint/sprint-spots';
import { FormLink } from './form-link';

export function FinalCtaSection() {
  const spots = useSpotsClaims();
  return (
    <section aria-labelledby="final-cta" className="bg-brand-950">
      <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="final-cta" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          Tomorrow, your business could be answering leads on its own
        </h2>
        <p className="text-lg text-brand-200">
          {spots ? `${spots.perWeek} spots per week, live` : 'Live'} in {DELIVERY_HOURS} hours, covered by a {GUARANTEE_DAYS}-day money-back guarantee.
        </p>
        <FormLink pkg="starter" variant="urgent" className="w-full sm:w-auto">
          Claim My Spot Now
        </FormLink>
      </div>
    </section>
  );
}
