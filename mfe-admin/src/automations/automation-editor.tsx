import { AutomationStatus, AutomationStatusLabel, firstFieldErrors, ToastMessage, UpdateAutomationRequest, type Automation } from '@biz/contracts';
import { Badge, Button, Input, Select, toast, toastMessage } from '@biz/ui-kit';
import { useState, type FormEvent } from 'react';
import { updateAutomation } from '../api/admin-api';

const statusOptions = AutomationStatus.options.map((value) => ({ value, label: AutomationStatusLabel[value] }));
const hoursOf = (text: FormDataEntryValue | null) => (text === null || String(text).trim() === '' ? null : Number(text));

/** The fields of the form that differ from the automation: only they are sent. */
function changesOf(automation: Automation, form: FormData): Record<string, unknown> {
  const next: Record<string, unknown> = {
    status: String(form.get('status')),
    progressPercent: Number(form.get('progressPercent')),
    goLiveDate: String(form.get('goLiveDate') ?? '') || null,
    estimatedWeeklyTimeSaved: hoursOf(form.get('estimatedWeeklyTimeSaved')) ?? Number.NaN,
    actualWeeklyTimeSaved: hoursOf(form.get('actualWeeklyTimeSaved')),
  };
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== automation[key as keyof Automation]));
}

/** One automation of a client account: the agency moves its status, progress, go-live date and hours. */
export function AutomationEditor({ automation, onSaved }: { automation: Automation; onSaved: () => void }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = UpdateAutomationRequest.safeParse(changesOf(automation, new FormData(event.currentTarget)));
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await updateAutomation(automation.id, parsed.data);
      toast({ title: 'Automation updated', description: 'The client sees it on its dashboard.', variant: 'success' });
      onSaved();
    } catch {
      toastMessage(ToastMessage.automationUpdateFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={automation.title} className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink">{automation.title}</p>
        {automation.resumeRequestedAt ? <Badge variant="warning">Resume requested {new Date(automation.resumeRequestedAt).toLocaleDateString('en-US')}</Badge> : null}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Select label="Status" name="status" options={statusOptions} defaultValue={automation.status} />
        <Input label="Progress %" name="progressPercent" type="number" min={0} max={100} step={1} defaultValue={automation.progressPercent} error={errors.progressPercent} />
        <Input label="Go-live date" name="goLiveDate" type="date" defaultValue={automation.goLiveDate ?? ''} error={errors.goLiveDate} />
        <Input label="Estimated h/week" name="estimatedWeeklyTimeSaved" type="number" min={0} step={0.25} defaultValue={automation.estimatedWeeklyTimeSaved} error={errors.estimatedWeeklyTimeSaved} />
        <Input label="Measured h/week" name="actualWeeklyTimeSaved" type="number" min={0} step={0.25} defaultValue={automation.actualWeeklyTimeSaved ?? ''} hint="Empty until it runs" error={errors.actualWeeklyTimeSaved} />
      </div>
      {errors._ ? <p className="text-sm font-medium text-danger-700">Change a field first.</p> : null}
      <div>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
