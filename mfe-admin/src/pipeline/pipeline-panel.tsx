import { LOST_REASON_MAX, MoveStageRequest, PipelineStageLabel, PipelineStages, type PipelineState } from '@biz/contracts';
import { Badge, Button, formatDate, Select, Textarea } from '@biz/ui-kit';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useMoveBusinessStage } from './pipeline-api';
import { LOST_REASON_LABEL, toastMoved } from './stage-move-copy';

const stageOptions = PipelineStages.map((value) => ({ value, label: PipelineStageLabel[value] }));

/**
 * Where the business stands with the agency, and a move by hand (Lost needs its reason). What happens to the
 * business (the plan email sent, a call booked, a payment, an automation's progress) moves it by itself.
 */
export function PipelinePanel({ submissionId, pipeline }: { submissionId: string; pipeline: PipelineState }) {
  const move = useMoveBusinessStage();
  const { register, handleSubmit, control, formState } = useForm<MoveStageRequest>({
    resolver: zodResolver(MoveStageRequest),
    defaultValues: { stage: pipeline.stage, reason: pipeline.lostReason ?? '' },
    reValidateMode: 'onSubmit',
  });
  const chosen = useWatch({ control, name: 'stage' });
  const save = handleSubmit(({ stage, reason }) =>
    move.mutate(
      { id: submissionId, move: stage === 'lost' ? { stage, reason } : { stage } },
      { onSuccess: toastMoved },
    ),
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
        <Badge variant={pipeline.stage === 'lost' ? 'warning' : 'success'}>{PipelineStageLabel[pipeline.stage]}</Badge>
        <span>since {formatDate(pipeline.since, 'dateTime')}</span>
      </p>
      {pipeline.lostReason ? <p className="text-sm break-words text-ink">Lost because: {pipeline.lostReason}</p> : null}
      <form onSubmit={(event) => void save(event)} noValidate aria-label="Move the business" className="flex flex-col gap-3 rounded-lg border border-line p-3">
        <Select label="Move to" options={stageOptions} {...register('stage')} />
        {chosen === 'lost' ? <Textarea label={LOST_REASON_LABEL} maxLength={LOST_REASON_MAX} rows={2} {...register('reason')} error={formState.errors.reason?.message} /> : null}
        <div>
          <Button type="submit" size="sm" disabled={move.isPending || (chosen === pipeline.stage && chosen !== 'lost')}>
            {move.isPending ? 'Moving...' : 'Move'}
          </Button>
        </div>
      </form>
    </div>
  );
}
