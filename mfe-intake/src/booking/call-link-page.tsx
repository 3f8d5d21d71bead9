import { BOOKING_PAGE_PATH, CALL_LINK_PAGE_PATHS, type CallLinkPurpose, type OpenSlot } from '@biz/contracts';
import { Button, buttonClasses, formatDate, Notice } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookingFrame } from './book-call-page';
import { failureOf, useCallByLink, useCancelByLink, useOpenSlots, useRescheduleByLink } from './booking-api';
import { SlotPicker } from './slot-picker';
import { visitorZone } from './slot-times';

const bookAgain = (
  <Link to={BOOKING_PAGE_PATH} className={buttonClasses({ variant: 'outline' })}>
    Book a new time
  </Link>
);

/**
 * Where the invite's signed links lead: move the call to another free time, or cancel it. The token in the
 * URL is the only credential; a link altered, expired or older than the call's last change says so.
 */
export function CallLinkPage({ purpose }: { purpose: CallLinkPurpose }) {
  const token = useSearchParams()[0].get('token') ?? '';
  const call = useCallByLink(token);
  const page = CALL_LINK_PAGE_PATHS[purpose];
  if (!token || call.isError) {
    const { message } = apiErrorOf(call.error);
    return (
      <BookingFrame page={page} description="This link cannot be used.">
        <Notice title="Link not valid" tone="warning">
          {message ?? 'This link is incomplete. Use the link of the latest email about your call.'}
        </Notice>
        {bookAgain}
      </BookingFrame>
    );
  }
  if (!call.data) return <BookingFrame page={page} description="Loading your call…">{null}</BookingFrame>;
  const current = formatDate(call.data.startsAt, 'longWeekdayTimeWithZone', visitorZone());
  return purpose === 'reschedule' ? <Reschedule token={token} current={current} /> : <Cancel token={token} current={current} />;
}

function Reschedule({ token, current }: { token: string; current: string }) {
  const open = useOpenSlots();
  const move = useRescheduleByLink();
  const [slot, setSlot] = useState<OpenSlot | null>(null);
  const failure = failureOf(move.error);
  if (move.data) {
    return (
      <BookingFrame title="Your call moved" description={`${formatDate(move.data.startsAt, 'longWeekdayTimeWithZone', visitorZone())}, 30 minutes on video.`}>
        <Notice title="The updated invite is on its way" tone="success">
          Your calendar will move the event when you open it.
        </Notice>
      </BookingFrame>
    );
  }
  return (
    <BookingFrame page={CALL_LINK_PAGE_PATHS.reschedule} description={`Now: ${current}. Pick a new time.`}>
      {open.data ? <SlotPicker open={open.data} selected={slot} onPick={setSlot} /> : <p className="text-sm text-ink-muted">Loading the free times…</p>}
      {failure ? (
        <div role="alert">
          <Notice title="That time did not work" tone="warning">
            {failure.message}
          </Notice>
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button size="lg" disabled={!slot || move.isPending} onClick={() => slot && move.mutate({ token, startsAt: slot.startsAt })}>
          {move.isPending ? 'Moving…' : 'Move my call'}
        </Button>
      </div>
    </BookingFrame>
  );
}

function Cancel({ token, current }: { token: string; current: string }) {
  const cancel = useCancelByLink();
  const failure = failureOf(cancel.error);
  if (cancel.data) {
    return (
      <BookingFrame title="Your call is cancelled" description={current}>
        <Notice title="The cancellation is on its way" tone="success">
          Your calendar will drop the event when you open it.
        </Notice>
        {bookAgain}
      </BookingFrame>
    );
  }
  return (
    <BookingFrame page={CALL_LINK_PAGE_PATHS.cancel} description={`Your call: ${current}.`}>
      {failure ? (
        <div role="alert">
          <Notice title="The call was not cancelled" tone="warning">
            {failure.message}
          </Notice>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button size="lg" variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate(token)}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel my call'}
        </Button>
      </div>
    </BookingFrame>
  );
}
