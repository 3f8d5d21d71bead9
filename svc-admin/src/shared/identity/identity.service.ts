import { AuthUserResponse, type AdminStatusResponse } from '@biz/contracts';
import type { Session } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { StaffAccountRepository } from './staff/staff-account.repository';

@Injectable()
export class IdentityService {
  constructor(@Inject(StaffAccountRepository) private readonly staff: StaffAccountRepository) {}

  /** Only reached with an admin session (the guard answers 401 otherwise, as SPEC §7 says): its role, and the member's name. */
  async adminStatus(session: Session): Promise<AdminStatusResponse> {
    const member = session.accountId ? await this.staff.activeById(session.accountId) : null;
    return { isAdmin: true, authenticated: true, ...(session.role ? { role: session.role } : {}), ...(member ? { name: member.name } : {}) };
  }

  /** The signed-in user as the session knows them; the client's email joins when client accounts exist. */
  currentUser(session: Session): AuthUserResponse {
    return AuthUserResponse.parse({ kind: session.kind, accountId: session.accountId });
  }
}
