import { BOOKING_PAGE_PATH, CALL_HOLD_PAGE_PATH } from '@biz/contracts';
import { Button, buttonClasses, formatDate, Notice } from '@biz/ui-kit';
import { apiErrorOf } from '@biz/ui-kit/api-error';
import { Link, useSearchParams } from 'react-router';
import { BookingFrame } from './book-call-page';
import { failureOf, useCallHold, useConfirmCallHold } from './booking-api';
import { visitorZone } from './slot-times';

const bookAgain = (
  <Link to={BOOKING_PAGE_PATH} className={buttonClasses({ variant: 'outline' })}>
    Book a new time
  </Link>
);

/**
 * Where a held booking's email leads (decision 043): the held time and a button that books it. Opening the
 * page uses nothing, since mail scanners open links too; only the button uses the link, once.
 */
export function CallHoldPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const hold = useCallHold(token);
  const confirm = useConfirmCallHold();
  const failure = failureOf(confirm.error);
  const zone = visitorZone();
  if (confirm.data) {
    return (
      <BookingFrame title="Your call is booked" description={`${formatDate(confirm.data.startsAt, 'longWeekdayTimeWithZone', zone)}, 30 minutes on video.`}>
        <Notice title="The invite is on its way" tone="success">
          We are emailing you the calendar invite, with the meeting link and links to move or cancel the call.
        </Notice>
        <a href={confirm.data.meetingLink} className="text-sm font-medium break-all text-brand-700 underline" target="_blank" rel="noopener noreferrer">
          Meeting link: {confirm.data.meetingLink}
        </a>
      </BookingFrame>
    );
  }
  if (!token || hold.isError) {
    return (
      <BookingFrame page={CALL_HOLD_PAGE_PATH} description="This link cannot be used.">
        <Notice title="Link not valid" tone="warning">
          {apiErrorOf(hold.error).message ?? 'This link is incomplete. Use the link of the latest email about your call.'}
        </Notice>
        {bookAgain}
      </BookingFrame>
    );
  }
  if (!hold.data) return <BookingFrame page={CALL_HOLD_PAGE_PATH} description="Loading your call…">{null}</BookingFrame>;
  return (
    <BookingFrame page={CALL_HOLD_PAGE_PATH} description={`${formatDate(hold.data.startsAt, 'longWeekdayTimeWithZone', zone)}, 30 minutes on video.`}>
      <p className="text-sm text-ink">The time is kept for you until {formatDate(hold.data.holdExpiresAt, 'time', zone)}. Confirm to book it.</p>
      {failure ? (
        <div role="alert">
          <Notice title="The call was not booked" tone="warning">
            {failure.message}
          </Notice>
          {bookAgain}
        </div>
      ) : null}
      <div className="flex justify-end">
        <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {confirm.isPending ? 'Booking…' : 'Confirm the call'}
        </Button>
      </div>
    </BookingFrame>
  );
}
