import { BusinessIntakeRequest, type BusinessIntakeResponse } from '@biz/contracts';
import { parse } from '@biz/server-kit';
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { IntakeService } from './intake.service';

@Controller('api')
export class IntakeController {
  constructor(@Inject(IntakeService) private readonly intake: IntakeService) {}

  @Post('business-intake')
  submit(@Body(parse(BusinessIntakeRequest)) body: BusinessIntakeRequest): Promise<BusinessIntakeResponse> {
    return this.intake.submit(body);
  }
}
