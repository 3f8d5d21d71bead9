import { useEffect, useState } from 'react';
import { countdownParts, secondsLeft, type CountdownParts } from './countdown';

/** The offer countdown, ticking each second from the start of SPEC §9 to zero. Not persisted: a reload starts it again. */
export function useCountdown(): CountdownParts {
  const [left, setLeft] = useState(() => secondsLeft(0));
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      const next = secondsLeft(Date.now() - started);
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, []);
  return countdownParts(left);
}
