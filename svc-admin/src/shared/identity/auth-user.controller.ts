import { CurrentSession, Endpoint, type CurrentSessionValue } from '@biz/server-kit';
import { Controller, Inject } from '@nestjs/common';
import { IdentityService } from './identity.service';

@Controller()
export class AuthUserController {
  constructor(@Inject(IdentityService) private readonly identity: IdentityService) {}

  @Endpoint('authUser')
  user(@CurrentSession() current: CurrentSessionValue) {
    return this.identity.currentUser(current.session);
  }
}
