import { CurrentSession, Endpoint, type CurrentSessionValue } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { IdentityService } from './identity.service';

@Controller()
export class AdminStatusController {
  constructor(@Inject(IdentityService) private readonly identity: IdentityService) {}

  @Endpoint('adminStatus')
  status(@CurrentSession() current: CurrentSessionValue) {
    return this.identity.adminStatus(current.session);
  }
}
