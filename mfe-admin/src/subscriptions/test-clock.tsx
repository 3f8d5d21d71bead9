import { Button, formatDate, Notice, toast } from '@biz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useAdminRole } from '../api/session-api';
import { fetchTestClock, useAdvanceTestClock } from './test-clock-api';

const steps = [
  { days: 1, label: '+1 day' },
  { days: 7, label: '+1 week' },
  { days: 31, label: '+1 month' },
];

/**
 * Development with billing in test mode: the simulated provider's clock, moved ahead to see renewals, failed
 * renewals and period-end cancellations happen. Billing answers 404 anywhere else, and nothing shows. Moving it
 * is a billing setting: an owner's (a staff member sees the clock only).
 */
export function TestClock() {
  const clock = useQuery({ queryKey: ['admin-test-clock'], queryFn: fetchTestClock });
  const advance = useAdvanceTestClock();
  const isOwner = useAdminRole() === 'owner';
  if (!clock.data) return null;

  return (
    <Notice tone="warning" title={`TEST MODE clock: ${formatDate(clock.data.now, 'dateTime')}`}>
      <span className="flex flex-wrap items-center gap-2">
        {isOwner ? 'Move it ahead to run the renewals, retries and cancellations due by then.' : 'An owner can move it ahead.'}
        {isOwner && steps.map(({ days, label }) => (
          <Button key={days} size="sm" variant="outline" disabled={advance.isPending}
            onClick={() => advance.mutate(days, { onSuccess: ({ now }) => toast({ title: 'Test clock moved', description: `It is now ${formatDate(now, 'dateTime')} for billing.`, variant: 'success' }) })}
          >
            {label}
          </Button>
        ))}
      </span>
    </Notice>
  );
}
