import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RequestId } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { PipelineBoardService } from './pipeline-board.service';
import { PipelineService } from './pipeline.service';

@Controller()
export class PipelineController {
  constructor(
    @Inject(PipelineService) private readonly pipeline: PipelineService,
    @Inject(PipelineBoardService) private readonly board: PipelineBoardService,
  ) {}

  @Endpoint('pipelineBoard')
  columns(@Input() { query }: EndpointInput<'pipelineBoard'>, @RequestId() requestId: string) {
    return this.board.board(query, requestId);
  }

  @Endpoint('moveBusinessStage')
  move(@Input() { params, body }: EndpointInput<'moveBusinessStage'>, @Caller() caller: Caller) {
    return this.pipeline.byHand(params.id, body, caller);
  }
}
