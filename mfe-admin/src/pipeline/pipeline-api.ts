import { MoveStageResponse, PipelineBoardResponse, ToastMessage, type MoveStageRequest, type PipelineBoardQuery } from '@biz/contracts';
import { useEndpointMutation } from '@biz/ui-kit/query';
import { callEndpoint } from '../api/endpoint-calls';
import { profileQueries } from '../api/write-helpers';

export const fetchPipelineBoard = (query: PipelineBoardQuery) => callEndpoint('pipelineBoard', PipelineBoardResponse, { query });
export const moveBusinessStage = (id: string, body: MoveStageRequest) => callEndpoint('moveBusinessStage', MoveStageResponse, { params: { id }, body });

export const useMoveBusinessStage = () =>
  useEndpointMutation({ mutationFn: ({ id, move }: { id: string; move: MoveStageRequest }) => moveBusinessStage(id, move), failure: ToastMessage.stageMoveFailed, invalidates: [...profileQueries, ['admin-dashboard'], ['pipeline-board']] });
