import { BusinessIntakeRequest, WorkflowSelectionRequest, type BusinessIntakeResponse, type WorkflowSelectionResponse } from '@biz/contracts';
import { parse, RateLimitGuard } from '@biz/server-kit';
import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { IntakeService } from './intake.service';

@Controller('api')
@UseGuards(RateLimitGuard)
export class IntakeController {
  constructor(@Inject(IntakeService) private readonly intake: IntakeService) {}

  @Post('business-intake')
  @HttpCode(200)
  submit(@Body(parse(BusinessIntakeRequest)) body: BusinessIntakeRequest): Promise<BusinessIntakeResponse> {
    return this.intake.submit(body);
  }

  @Post('workflow-selection')
  @HttpCode(200)
  select(@Body(parse(WorkflowSelectionRequest)) body: WorkflowSelectionRequest): Promise<WorkflowSelectionResponse> {
    return this.intake.select(body);
  }
}
