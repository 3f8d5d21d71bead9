import { SITE_PAGES } from '@biz/contracts';
import { AfterIdle, lazyExport, useDocumentTitle } from '@biz/ui-kit';
import { Suspense } from 'react';
import { CountdownBanner } from '../landing/countdown-banner';
import { HeroSection } from '../landing/hero-section';
import { useCountdown } from '../landing/use-countdown';
import { useScrollToHash } from '../landing/use-scroll-to-hash';
import { SprintSpotsProvider } from '../sprint/sprint-spots';

// The page arrives whole as HTML; what is below the first screen gets its code and hydrates once the
// browser is idle after the hero.
const BelowTheFold = lazyExport(() => import('../landing/below-the-fold'), 'BelowTheFold');

/** SPEC §2 /lockin: the sprint sales page. Every call to action opens the lead form with a full page load. */
export function SprintLandingPage() {
  useDocumentTitle(SITE_PAGES['/lockin'].title);
  const countdown = useCountdown();
  useScrollToHash();
  return (
    <SprintSpotsProvider>
      <div className="flex flex-col">
        <CountdownBanner countdown={countdown} />
        <HeroSection />
        <Suspense>
          <AfterIdle>
            <BelowTheFold countdown={countdown} />
          </AfterIdle>
        </Suspense>
      </div>
    </SprintSpotsProvider>
  );
}
