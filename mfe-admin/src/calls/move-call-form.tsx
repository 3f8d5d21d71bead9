import { ToastMessage, type ScheduledCall } from '@biz/contracts';
import { Button, Select, toast, toastMessage } from '@biz/ui-kit';
import { useState } from 'react';
import { rescheduleCall } from '../api/admin-api';
import { dayLabel, timeLabel } from './call-labels';
import { MissingDateOrTime, useCallOptions } from './use-call-options';

/** Moves a booked call to another offered day and slot; the business's calendar gets the update in place. */
export function MoveCallForm({ call, onMoved, onCancel }: { call: ScheduledCall; onMoved: () => void; onCancel: () => void }) {
  const options = useCallOptions();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function move() {
    setMissing(!date || !time);
    if (!date || !time) return;
    setBusy(true);
    try {
      await rescheduleCall(call.id, { duration: call.duration, scheduledDate: date, scheduledTime: time });
      toast({ title: 'Call moved', description: 'The business gets the new time for its calendar.', variant: 'success' });
      onMoved();
    } catch {
      toastMessage(ToastMessage.callSchedulingFailed);
    } finally {
      setBusy(false);
    }
  }

  if (!options.data) return <p className="text-sm text-ink-muted">{options.isError ? 'The call options could not be loaded.' : 'Loading the call options...'}</p>;
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-canvas p-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Select label="New date" placeholder="Choose a day" options={options.data.dates.map((value) => ({ value, label: dayLabel(value) }))} value={date} onChange={(event) => setDate(event.target.value)} />
        <Select label="New time" placeholder="Choose a time" options={options.data.times.map((value) => ({ value, label: timeLabel(value) }))} value={time} onChange={(event) => setTime(event.target.value)} />
      </div>
      {missing ? <MissingDateOrTime /> : null}
      <div className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={() => void move()}>
          {busy ? 'Moving...' : 'Move call'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Keep the time
        </Button>
      </div>
    </div>
  );
}
