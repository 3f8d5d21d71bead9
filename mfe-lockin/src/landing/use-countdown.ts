import { useAgencyContent } from '@biz/ui-kit';
import { useEffect, useState } from 'react';
import { countdownParts, secondsLeft, totalSeconds, type CountdownParts } from './countdown';

/**
 * The offer countdown, ticking each second from the start the agency's content gives (SPEC §9's by default)
 * to zero. Not persisted: a reload starts it again.
 */
export function useCountdown(): CountdownParts {
  const start = totalSeconds(useAgencyContent().countdownStart);
  const [left, setLeft] = useState(start);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const next = secondsLeft(Date.now() - started, start);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [start]);
  return countdownParts(left);
}
