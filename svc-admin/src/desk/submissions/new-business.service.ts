import type { NewBusinessRequest, NewBusinessResponse } from '@biz/contracts';
import { InternalClient } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { agencyActor, type Caller } from '../../shared/identity/caller';

/**
 * A business the agency met elsewhere, made by hand (issue 46): through svc-intake, as a walk-in buyer's is,
 * so it is a business like any other (New on the board, in search, the table and the CSV). An email that has
 * a business already is that business: its record opens, nothing of it changes (a second submission would
 * replace the answers its record shows).
 */
@Injectable()
export class NewBusinessService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async create(request: NewBusinessRequest, caller: Caller): Promise<NewBusinessResponse> {
    const { requestId } = caller;
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails: [request.contactEmail] } }, { requestId });
    const [latest] = submissions;
    if (latest) return { created: false, submissionId: latest.id, businessName: latest.businessName };
    const { client, created } = await this.intake.call('leadFromDesk', { body: request }, { requestId });
    if (created) await this.audit.record({ ...agencyActor(caller), action: 'business.created-by-hand', subjectId: client.id, requestId, details: { address: caller.address } });
    return { created, submissionId: client.id, businessName: client.businessName };
  }
}
