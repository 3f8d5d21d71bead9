import { Notice } from '@biz/ui-kit';
import { useSpotsClaims } from '../sprint/sprint-spots';

/** Before paying in a full week, the buyer reads when the sprint starts (decision 065). */
export function LaterStartNotice() {
  const laterStart = useSpotsClaims()?.laterStart;
  return laterStart ? <Notice title="This week is sold out">{laterStart}</Notice> : null;
}
