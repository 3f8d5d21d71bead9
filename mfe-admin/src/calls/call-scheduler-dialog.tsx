import { CallType, ScheduleCallRequest, type CallDuration, type Submission } from '@biz/contracts';
import { Button, Dialog, formatDay, Notice, Select, Textarea, toast } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useGenerateMeetingLink, useScheduleCall } from './calls-api';
import { timeLabel } from './call-labels';
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
// The booking's fields, checked by the contract's request (the business is the dialog's).
const CallBooking = ScheduleCallRequest.omit({ clientId: true });
type CallBooking = z.output<typeof CallBooking>;

/**
 * SPEC §2 call scheduler: video or phone, 15-60 minutes, one of the next 14 weekdays at a 30-minute slot
 * in the agency's time zone (named above the pickers), agenda and notes. The business gets an email with a
 * calendar invite; the meeting link shows here with a Copy button.
 */
export function CallSchedulerDialog({ submission, onClose }: { submission: Submission | null; onClose: () => void }) {
  const options = useCallOptions(submission !== null);
  // SPEC §5's message stays until the next attempt, as a notice under the pickers.
  const { register, handleSubmit, reset, getValues, formState } = useForm<Booking, unknown, CallBooking>({
    resolver: zodResolver(CallBooking) as unknown as Resolver<Booking, unknown, CallBooking>,
    defaultValues: emptyBooking,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const missing = Object.keys(formState.errors).length > 0;
  const schedule = useScheduleCall();
  const meetingLink = useGenerateMeetingLink();
  /** The booked call's link, or an instant room made without booking (SPEC's generate-meeting-link). */
  const [link, setLink] = useState<{ url: string; booked: boolean } | null>(null);

  function close() {
    reset(emptyBooking);
    setLink(null);
    onClose();
  }

  const book = handleSubmit((booking) => {
    if (!submission) return;
    // The instant room shown above is the one the invite sends.
    schedule.mutate(
      { clientId: submission.id, ...booking, ...(link && !link.booked ? { meetingLink: link.url } : {}) },
      {
        onSuccess: ({ meetingLink: url }) => {
          setLink({ url, booked: true });
          toast({ title: 'Call scheduled', description: `The invite is queued for ${submission.contactEmail}; the email list shows when it is sent.`, variant: 'success' });
        },
      },
    );
  });

  function instantLink() {
    const { callType, duration } = getValues();
    meetingLink.mutate({ callType, duration }, { onSuccess: ({ meetingLink: url }) => setLink({ url, booked: false }) });
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
          <Button disabled={schedule.isPending || !data || link?.booked} onClick={() => void book()}>
            {schedule.isPending ? 'Scheduling...' : 'Schedule Call'}
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
            <Select label="Call type" options={typeOptions} {...register('callType')} />
            <Select
              label="Duration"
              options={data.durations.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }))}
              {...register('duration', { setValueAs: (minutes: string | number) => Number(minutes) as CallDuration })}
            />
            <Select
              label="Date"
              placeholder="Choose a day"
              options={data.dates.map((date) => ({ value: date, label: formatDay(date, 'weekdayDay') }))}
              {...register('scheduledDate')}
            />
            <Select label="Time" placeholder="Choose a time" options={data.times.map((time) => ({ value: time, label: timeLabel(time) }))} {...register('scheduledTime')} />
          </div>
          {missing ? <MissingDateOrTime /> : null}
          <Textarea label="Agenda" hint="Sent to the business with the invite." rows={3} {...register('agenda')} />
          <Textarea label="Notes" hint="For the agency only." rows={2} {...register('notes')} />
          {link ? (
            <Notice title={link.booked ? 'Meeting link of this call' : 'Instant meeting link (no call booked)'} tone={link.booked ? 'success' : 'info'}>
              <MeetingLinkBox link={link.url} />
            </Notice>
          ) : null}
          {link?.booked ? null : (
            <div>
              <Button size="sm" variant="ghost" onClick={instantLink}>
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
