import { PipelineStageLabel, type PipelineState } from '@biz/contracts';
import { toast } from '@biz/ui-kit';

/** The question a move to Lost asks, on the record's panel and the board alike. */
export const LOST_REASON_LABEL = 'Why is it lost?';

/** Said after a move by hand, wherever it was made. */
export const toastMoved = (state: PipelineState) => toast({ title: `Moved to ${PipelineStageLabel[state.stage]}`, description: 'The timeline records who moved it.', variant: 'success' });
