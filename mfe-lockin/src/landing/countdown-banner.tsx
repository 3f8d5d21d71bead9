import { Packages } from '@biz/contracts';
import { useSpotsClaims } from '../sprint/sprint-spots';
import type { CountdownParts } from './countdown';
import { CountdownText } from './countdown-clock';

/**
 * SPEC §2's fixed top banner. It sticks under the shell's header (h-16) rather than at the very top, so
 * the two never cover each other; on a phone it keeps to one line so the two leave room for the page.
 */
export function CountdownBanner({ countdown }: { countdown: CountdownParts }) {
  const spots = useSpotsClaims();
  return (
    <div className="sticky top-16 z-30 bg-brand-950 text-white shadow-card">
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-2 text-xs sm:justify-center sm:gap-4 sm:px-6 sm:text-sm">
        <p>
          {spots && <span className="hidden font-semibold text-urgent-500 lg:inline">{spots.sentence} </span>}
          Price doubles in <CountdownText parts={countdown} className="font-semibold whitespace-nowrap text-white" />
        </p>
        {/* SPEC §2: the banner's call to action chooses starter, with a full page load. */}
        <a
          href={Packages.starter.formPath}
          className="inline-flex shrink-0 items-center gap-1 rounded-md bg-urgent-500 px-3 py-1.5 font-semibold whitespace-nowrap text-ink transition-colors hover:bg-urgent-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-urgent-500"
        >
          Claim Your Spot
          <span aria-hidden="true">→</span>
        </a>
      </div>
    </div>
  );
}
