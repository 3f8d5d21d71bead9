import { DELIVERY_HOURS, GUARANTEE_DAYS, SITE_PAGES } from '@biz/contracts';
import { Badge } from '@biz/ui-kit';
import { useSpotsClaims } from '../sprint/sprint-spots';
import { FormLink } from './form-link';

const trust = [`Live in ${DELIVERY_HOURS} hours`, `${GUARANTEE_DAYS}-day money-back guarantee`, 'One fixed price, no retainer'];

export function HeroSection() {
  const spots = useSpotsClaims();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/40 to-canvas">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-brand-200/40 blur-3xl" />
      <div className="relative mx-auto flex w-full max-w-4xl flex-col items-center gap-7 px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-24">
        {/* Stacked on a phone, so the spots badge may change its words (decision 065) without moving the page. */}
        <div className="flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap sm:justify-center">
          <Badge variant="brand">24-Hour Automation Sprint</Badge>
          {spots && <Badge variant="warning">{spots.badge}</Badge>}
        </div>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-6xl">{SITE_PAGES['/lockin'].title}</h1>
        <p className="max-w-2xl text-lg text-pretty text-ink-muted sm:text-xl">
          Stop losing leads to slow replies and missed bookings. We build your first AI automation — an
          autoresponder, a booking bot or an email drip — and have it live tomorrow, for one fixed price.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <FormLink pkg="starter" className="w-full sm:w-auto">
            Start My 24-Hour Sprint
          </FormLink>
          <a href="#offer" className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-semibold text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
            Compare packages
          </a>
        </div>
        <ul className="flex flex-col items-center gap-x-6 gap-y-2 text-sm font-medium text-ink-muted sm:flex-row">
          {trust.map((item) => (
            <li key={item} className="flex items-center gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 text-accent-600">
                <path fillRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" clipRule="evenodd" />
              </svg>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
