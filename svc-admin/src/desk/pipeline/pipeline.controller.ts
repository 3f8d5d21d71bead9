import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { Caller } from '../../shared/identity/caller';
import { PipelineService } from './pipeline.service';

@Controller()
export class PipelineController {
  constructor(@Inject(PipelineService) private readonly pipeline: PipelineService) {}

  @Endpoint('moveBusinessStage')
  move(@Input() { params, body }: EndpointInput<'moveBusinessStage'>, @Caller() caller: Caller) {
    return this.pipeline.byHand(params.id, body, caller);
  }
}
