import { Button, Notice, toast } from '@biz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { advanceTestClock, fetchTestClock } from '../api/admin-api';

const steps = [
  { days: 1, label: '+1 day' },
  { days: 7, label: '+1 week' },
  { days: 31, label: '+1 month' },
];
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Development with billing in test mode: the simulated provider's clock, moved ahead to see renewals, failed
 * renewals and period-end cancellations happen. Billing answers 404 anywhere else, and nothing shows.
 */
export function TestClock() {
  const queryClient = useQueryClient();
  const clock = useQuery({ queryKey: ['admin-test-clock'], queryFn: fetchTestClock });
  const [busy, setBusy] = useState(false);
  if (!clock.data) return null;

  async function advance(days: number) {
    setBusy(true);
    try {
      const { now } = await advanceTestClock(days);
      toast({ title: 'Test clock moved', description: `It is now ${day.format(new Date(now))} for billing.`, variant: 'success' });
    } catch {
      toast({ title: 'The test clock did not move', description: 'Please try again.', variant: 'destructive' });
    } finally {
      await Promise.all(['admin-test-clock', 'admin-subscriptions'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
      setBusy(false);
    }
  }

  return (
    <Notice tone="warning" title={`TEST MODE clock: ${day.format(new Date(clock.data.now))}`}>
      <span className="flex flex-wrap items-center gap-2">
        Move it ahead to run the renewals, retries and cancellations due by then.
        {steps.map(({ days, label }) => (
          <Button key={days} size="sm" variant="outline" disabled={busy} onClick={() => void advance(days)}>
            {label}
          </Button>
        ))}
      </span>
    </Notice>
  );
}
