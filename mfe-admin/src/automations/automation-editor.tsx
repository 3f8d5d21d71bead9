import { AutomationStatus, AutomationStatusLabel, isProposed, Packages, UpdateAutomationRequest, type Automation } from '@biz/contracts';
import { IngestTokenPanel } from './ingest-token-panel';
import { RunReportsPanel } from './run-reports-panel';
import { Badge, Button, formatDate, Input, Select, toast } from '@biz/ui-kit';
import { showServerFieldErrors } from '@biz/ui-kit/server-field-errors';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useUpdateAutomation } from './automations-api';

const statusOptions = AutomationStatus.options.map((value) => ({ value, label: AutomationStatusLabel[value] }));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** What the inputs hold: text, as typed. */
interface AutomationFields {
  status: string;
  progressPercent: string;
  goLiveDate: string;
  estimatedWeeklyTimeSaved: string;
  minutesPerRun: string;
  runMinutesCeiling: string;
}

const fieldsOf = (automation: Automation): AutomationFields => ({
  status: automation.status,
  progressPercent: String(automation.progressPercent),
  goLiveDate: automation.goLiveDate ?? '',
  estimatedWeeklyTimeSaved: String(automation.estimatedWeeklyTimeSaved),
  minutesPerRun: automation.minutesPerRun === null ? '' : String(automation.minutesPerRun),
  runMinutesCeiling: String(automation.runMinutesCeiling),
});

/** The fields of the form that differ from the automation: only they are sent. */
function changesOf(automation: Automation, fields: AutomationFields): Record<string, unknown> {
  const next: Record<string, unknown> = {
    status: fields.status,
    progressPercent: Number(fields.progressPercent),
    goLiveDate: fields.goLiveDate || null,
    estimatedWeeklyTimeSaved: numberOrNull(fields.estimatedWeeklyTimeSaved) ?? Number.NaN,
    minutesPerRun: numberOrNull(fields.minutesPerRun),
    runMinutesCeiling: numberOrNull(fields.runMinutesCeiling) ?? Number.NaN,
  };
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== automation[key as keyof Automation]));
}

/** The contract's schema checks the changes, not the form: an unchanged field is not sent. */
const changesResolver = (automation: Automation): Resolver<AutomationFields, unknown, UpdateAutomationRequest> => {
  const check = zodResolver(UpdateAutomationRequest) as unknown as Resolver<Record<string, unknown>, unknown, UpdateAutomationRequest>;
  return (fields, context, options) => check(changesOf(automation, fields), context, options as never) as ReturnType<Resolver<AutomationFields, unknown, UpdateAutomationRequest>>;
};

/** One automation of a client account: the agency moves its status, progress, go-live date, hours, minutes per run and their ceiling, and issues its run token. */
export function AutomationEditor({ automation }: { automation: Automation }) {
  const { register, handleSubmit, formState, setError } = useForm<AutomationFields, unknown, UpdateAutomationRequest>({
    resolver: changesResolver(automation),
    defaultValues: fieldsOf(automation),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errors = formState.errors as Partial<Record<keyof AutomationFields | '_', { message?: string }>>;
  const update = useUpdateAutomation();

  // Minutes per run above the ceiling is a rule only the server judges (against the row it locks).
  const showReasons = showServerFieldErrors(setError, ['minutesPerRun']);
  const save = handleSubmit((changes) =>
    update.mutate({ id: automation.id, changes }, { onSuccess: () => toast({ title: 'Automation updated', description: 'The client sees it on its dashboard.', variant: 'success' }), onError: showReasons }),
  );

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <form onSubmit={(event) => void save(event)} noValidate aria-label={automation.title} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-semibold text-ink">{automation.title}</p>
          {automation.resumeRequestedAt ? <Badge variant="warning">Resume requested {formatDate(automation.resumeRequestedAt, 'numericDate')}</Badge> : null}
        </div>
        {automation.sprint ? (
          <p className="text-xs text-ink-muted">
            Covered by the {Packages[automation.sprint.package].title}
            {automation.sprint.refunded ? ' (refunded)' : ''} · due {formatDate(automation.sprint.dueAt, 'dateTime')}
            {automation.supportEndsOn ? ` · support until ${automation.supportEndsOn}` : ''}
          </p>
        ) : null}
        {isProposed(automation) ? <p className="text-xs text-ink-muted">Proposed: the client sees it as not bought yet. Move it past Pending Setup once they go ahead.</p> : null}
        <div className="grid grid-cols-2 gap-3">
          <Select label="Status" options={statusOptions} {...register('status')} />
          <Input label="Progress %" type="number" min={0} max={100} step={1} {...register('progressPercent')} error={errors.progressPercent?.message} />
          <Input label="Go-live date" type="date" {...register('goLiveDate')} error={errors.goLiveDate?.message} />
          <Input label="Estimated h/week" type="number" min={0} step={0.25} {...register('estimatedWeeklyTimeSaved')} error={errors.estimatedWeeklyTimeSaved?.message} />
          <Input label="Minutes saved per run" type="number" min={0} step={0.5} hint="Values its reported runs" {...register('minutesPerRun')} error={errors.minutesPerRun?.message} />
          <Input label="Most minutes a run can save" type="number" min={0.5} step={0.5} hint="Reports claiming more are refused" {...register('runMinutesCeiling')} error={errors.runMinutesCeiling?.message} />
        </div>
        <p className="text-xs text-ink-muted">
          {automation.reportedRuns
            ? `Reported runs: ${automation.reportedRuns.today} today, ${automation.reportedRuns.thisWeek} this week · savings measured`
            : 'No runs reported yet · savings estimated'}
        </p>
        <IngestTokenPanel automation={automation} />
        {errors._ ? <p className="text-sm font-medium text-danger-700">Change a field first.</p> : null}
        <div>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </form>
      {/* Outside the form: its reason field's Enter must not save the automation. */}
      <RunReportsPanel automation={automation} />
    </div>
  );
}
