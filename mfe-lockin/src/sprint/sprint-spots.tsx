import { capBadge, capSentence } from '@biz/contracts';
import { useAgencyContent, whenIdle } from '@biz/ui-kit';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { SpotsClaims } from './counted-spots';

const CountedContext = createContext<SpotsClaims | null | undefined>(undefined);

/**
 * Asks billing for this week's count once the page is idle, for every claim below it; the request and the
 * words of a counted week load then, off the first screen. Until billing answers, and when it cannot, the
 * page claims the cap alone, which stays true.
 */
export function SprintSpotsProvider({ children }: { children: ReactNode }) {
  const { spotsPerWeek } = useAgencyContent();
  const [counted, setCounted] = useState<SpotsClaims | null>();
  useEffect(() => {
    if (spotsPerWeek === null) return;
    let live = true;
    whenIdle()
      .then(() => import('./counted-spots'))
      .then(({ countedSpots }) => countedSpots())
      .then((claims) => live && setCounted(claims))
      .catch((error: unknown) => console.warn('This week’s sprint spots could not be read', error));
    return () => {
      live = false;
    };
  }, [spotsPerWeek]);
  return <CountedContext value={counted}>{children}</CountedContext>;
}

/**
 * The page's claims of the week's spots; null when the agency sets no weekly cap. Billing's count once it
 * answers, if it counts against the cap this page was served with (a content file changed for one process
 * and not the other leaves the page with its cap alone).
 */
export function useSpotsClaims(): SpotsClaims | null {
  const { spotsPerWeek } = useAgencyContent();
  const counted = use(CountedContext);
  if (spotsPerWeek === null) return null;
  if (counted?.perWeek === spotsPerWeek) return counted;
  return { perWeek: spotsPerWeek, badge: capBadge(spotsPerWeek), sentence: capSentence(spotsPerWeek), laterStart: null };
}
