import type { EndpointInput } from '@biz/contracts';
import { Endpoint, Input, RateLimitGuard } from '@biz/server-kit';
import { Controller, Inject, UseGuards } from '@nestjs/common';
import { IntakeService } from './intake.service';

@Controller()
@UseGuards(RateLimitGuard)
export class IntakeController {
  constructor(@Inject(IntakeService) private readonly intake: IntakeService) {}

  @Endpoint('businessIntake')
  submit(@Input() { body }: EndpointInput<'businessIntake'>) {
    return this.intake.submit(body);
  }

  @Endpoint('workflowSelection')
  select(@Input() { body }: EndpointInput<'workflowSelection'>) {
    return this.intake.select(body);
  }
}
