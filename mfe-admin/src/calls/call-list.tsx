import { type ScheduledCall } from '@biz/contracts';
import { Badge, Button, formatDate, toast } from '@biz/ui-kit';
import { useState } from 'react';
import { useCancelCall } from './calls-api';
import { MeetingLinkBox } from './meeting-link-box';
import { MoveCallForm } from './move-call-form';

const startLabel = (call: ScheduledCall) => formatDate(call.startsAt, 'weekdayDateTimeWithZone', call.timeZone);

/** A business's calls, the latest booked first, each with its link and, while booked, Move and Cancel (the invite follows). */
export function CallList({ calls }: { calls: readonly ScheduledCall[] }) {
  const cancel = useCancelCall();
  const [moving, setMoving] = useState<string | null>(null);

  if (calls.length === 0) return <p className="text-sm text-ink-muted">No calls booked yet.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {calls.map((call) => (
        <li key={call.id} className="flex flex-col gap-2 rounded-lg border border-line p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-medium text-ink">
              {call.callType === 'video' ? 'Video' : 'Phone'} call · {call.duration} min · {startLabel(call)}
            </p>
            <Badge variant={call.status === 'scheduled' ? 'success' : 'neutral'}>{call.status === 'scheduled' ? 'Scheduled' : 'Cancelled'}</Badge>
          </div>
          {call.agenda ? <p className="text-sm break-words whitespace-pre-line text-ink-muted">{call.agenda}</p> : null}
          {call.status === 'scheduled' ? (
            <>
              <MeetingLinkBox link={call.meetingLink} />
              {moving === call.id ? (
                <MoveCallForm
                  call={call}
                  onCancel={() => setMoving(null)}
                  onMoved={() => setMoving(null)}
                />
              ) : (
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" variant="outline" onClick={() => setMoving(call.id)} aria-label={`Move the call of ${startLabel(call)}`}>
                    Move
                  </Button>
                  <Button size="sm" variant="outline" disabled={cancel.isPending}
                    onClick={() => cancel.mutate(call.id, { onSuccess: () => toast({ title: 'Call cancelled', description: 'The cancellation is queued for the business; the email list shows when it is sent.', variant: 'success' }) })} aria-label={`Cancel the call of ${startLabel(call)}`}>
                    {cancel.isPending && cancel.variables === call.id ? 'Cancelling...' : 'Cancel call'}
                  </Button>
                </div>
              )}
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
