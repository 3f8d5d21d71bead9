import type { AuthUserResponse } from '@biz/contracts';
import { CurrentSession, RequireSession, type CurrentSessionValue } from '@biz/server-kit';
import { Controller, Get, Inject } from '@nestjs/common';
import { IdentityService } from './identity.service';

@Controller('api/auth')
export class AuthUserController {
  constructor(@Inject(IdentityService) private readonly identity: IdentityService) {}

  @Get('user')
  @RequireSession()
  user(@CurrentSession() current: CurrentSessionValue): AuthUserResponse {
    return this.identity.currentUser(current.session);
  }
}
