import { AuthUserResponse, type AdminStatusResponse } from '@biz/contracts';
import type { Session } from '@biz/server-kit';
import { Injectable } from '@nestjs/common';

@Injectable()
export class IdentityService {
  /** Only reached with an admin session (the guard answers 401 otherwise, as SPEC §7 says). */
  adminStatus(): AdminStatusResponse {
    return { isAdmin: true, authenticated: true };
  }

  /** The signed-in user as the session knows them; the client's email joins when client accounts exist. */
  currentUser(session: Session): AuthUserResponse {
    return AuthUserResponse.parse({ kind: session.kind, accountId: session.accountId });
  }
}
