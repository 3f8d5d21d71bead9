import type { AdminStatusResponse } from '@biz/contracts';
import { RequireSession } from '@biz/server-kit';
import { Controller, Get, Inject } from '@nestjs/common';
import { IdentityService } from './identity.service';

@Controller('api/admin')
export class AdminStatusController {
  constructor(@Inject(IdentityService) private readonly identity: IdentityService) {}

  @Get('status')
  @RequireSession('admin')
  status(): AdminStatusResponse {
    return this.identity.adminStatus();
  }
}
