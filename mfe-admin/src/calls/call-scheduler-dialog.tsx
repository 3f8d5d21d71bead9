import { CallType, ScheduleCallRequest, ToastMessage, type CallDuration, type Submission } from '@biz/contracts';
import { Button, Dialog, Notice, Select, Textarea, toast, toastMessage } from '@biz/ui-kit';
import { useState } from 'react';
import { generateMeetingLink, scheduleCall } from '../api/admin-api';
import { dayLabel, timeLabel } from './call-labels';
import { MeetingLinkBox } from './meeting-link-box';
import { MissingDateOrTime, useCallOptions } from './use-call-options';

const typeOptions = CallType.options.map((value) => ({ value, label: value === 'video' ? 'Video call' : 'Phone call' }));

interface Booking {
  callType: CallType;
  duration: CallDuration;
  scheduledDate: string;
  scheduledTime: string;
  agenda: string;
  notes: string;
}
const emptyBooking: Booking = { callType: 'video', duration: 30, scheduledDate: '', scheduledTime: '', agenda: '', notes: '' };

/**
 * SPEC §2 call scheduler: video or phone, 15-60 minutes, one of the next 14 weekdays at a 30-minute slot
 * in the agency's time zone (named above the pickers), agenda and notes. The business gets an email with a
 * calendar invite; the meeting link shows here with a Copy button.
 */
export function CallSchedulerDialog({ submission, onClose, onScheduled }: { submission: Submission | null; onClose: () => void; onScheduled: () => void }) {
  const options = useCallOptions(submission !== null);
  const [booking, setBooking] = useState<Booking>(emptyBooking);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The booked call's link, or an instant room made without booking (SPEC's generate-meeting-link). */
  const [link, setLink] = useState<{ url: string; booked: boolean } | null>(null);
  const change = (fields: Partial<Booking>) => setBooking((current) => ({ ...current, ...fields }));

  function close() {
    setBooking(emptyBooking);
    setMissing(false);
    setLink(null);
    onClose();
  }

  async function schedule() {
    if (!submission) return;
    const request = ScheduleCallRequest.safeParse({ clientId: submission.id, ...booking, scheduledDate: booking.scheduledDate || undefined, scheduledTime: booking.scheduledTime || undefined });
    setMissing(!request.success);
    if (!request.success) return;
    setBusy(true);
    try {
      const { meetingLink } = await scheduleCall(request.data);
      setLink({ url: meetingLink, booked: true });
      toast({ title: 'Call scheduled', description: `The invite is on its way to ${submission.contactEmail}.`, variant: 'success' });
      onScheduled();
    } catch {
      toastMessage(ToastMessage.callSchedulingFailed);
    } finally {
      setBusy(false);
    }
  }

  async function instantLink() {
    try {
      setLink({ url: (await generateMeetingLink({ callType: booking.callType, duration: booking.duration })).meetingLink, booked: false });
    } catch {
      toastMessage(ToastMessage.meetingLinkFailed);
    }
  }

  const data = options.data;
  return (
    <Dialog
      open={submission !== null}
      onOpenChange={(open) => !open && close()}
      title="Schedule a call"
      description={submission ? `With ${submission.businessName} <${submission.contactEmail}>` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {link?.booked ? 'Done' : 'Cancel'}
          </Button>
          <Button disabled={busy || !data || link?.booked} onClick={() => void schedule()}>
            {busy ? 'Scheduling...' : 'Schedule Call'}
          </Button>
        </>
      }
    >
      {data ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-ink-muted">
            Times are in the agency's time zone: <strong className="text-ink">{data.timeZone.replaceAll('_', ' ')}</strong>.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Select label="Call type" options={typeOptions} value={booking.callType} onChange={(event) => change({ callType: event.target.value as CallType })} />
            <Select
              label="Duration"
              options={data.durations.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
              value={String(booking.duration)}
              onChange={(event) => change({ duration: Number(event.target.value) as CallDuration })}
            />
            <Select
              label="Date"
              placeholder="Choose a day"
              options={data.dates.map((date) => ({ value: date, label: dayLabel(date) }))}
              value={booking.scheduledDate}
              onChange={(event) => change({ scheduledDate: event.target.value })}
            />
            <Select label="Time" placeholder="Choose a time" options={data.times.map((time) => ({ value: time, label: timeLabel(time) }))} value={booking.scheduledTime} onChange={(event) => change({ scheduledTime: event.target.value })} />
          </div>
          {missing ? <MissingDateOrTime /> : null}
          <Textarea label="Agenda" hint="Sent to the business with the invite." rows={3} value={booking.agenda} onChange={(event) => change({ agenda: event.target.value })} />
          <Textarea label="Notes" hint="For the agency only." rows={2} value={booking.notes} onChange={(event) => change({ notes: event.target.value })} />
          {link ? (
            <Notice title={link.booked ? 'Meeting link of this call' : 'Instant meeting link (no call booked)'} tone={link.booked ? 'success' : 'info'}>
              <MeetingLinkBox link={link.url} />
            </Notice>
          ) : null}
          {link?.booked ? null : (
            <div>
              <Button size="sm" variant="ghost" onClick={() => void instantLink()}>
                Generate Meeting Link
              </Button>
            </div>
          )}
        </div>
      ) : (
        <p className="py-6 text-center text-sm text-ink-muted">{options.isError ? 'The call options could not be loaded.' : 'Loading the call options...'}</p>
      )}
    </Dialog>
  );
}
