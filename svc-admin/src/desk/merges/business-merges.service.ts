import type { BusinessMerge, MergeBusinessRequest, UndoMergeResponse } from '@biz/contracts';
import { domainError, InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { PipelineService } from '../pipeline/pipeline.service';
import { BusinessMergesRepository } from './business-merges.repository';

export class MergeNotFound extends domainError('MergeNotFound', 'That merge is not in force (it was undone, or never made).') {}

/**
 * Two addresses of one business made one by the agency, and undone: svc-intake moves the addresses and their
 * submissions; the desk keeps the merge (for its undo) and the audit line. The merged business's own stage and
 * moves are kept apart, and are its own again after an undo.
 */
@Injectable()
export class BusinessMergesService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(BusinessMergesRepository) private readonly merges: BusinessMergesRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
    @Inject(PipelineService) private readonly pipeline: PipelineService,
  ) {}

  async merge(submissionId: string, { email }: MergeBusinessRequest, caller: Caller): Promise<BusinessMerge> {
    const { requestId } = caller;
    const { business } = await this.intake.call('submissionDetail', { params: { id: submissionId } }, { requestId });
    if (business.emails.includes(email)) throw new ValidationFailed({ email: ["That address is already this business's."] });
    const { submissions } = await this.intake.call('submissionsByEmail', { body: { emails: [email] } }, { requestId });
    const other = submissions[0]?.businessId;
    if (!other) throw new ValidationFailed({ email: ['No business has submitted with that address.'] });
    const { emails } = await this.intake.call('mergeBusinesses', { params: { id: business.id }, body: { from: other } }, { requestId });
    const id = await this.merges.record({ businessId: business.id, mergedBusinessId: other, submissionId, emails }, caller.staffAccountId ?? null);
    await this.audit.record({ ...agencyActor(caller), action: 'business.merged', subjectId: submissionId, requestId, details: { mergeId: id, emails: emails.join(', '), address: caller.address } });
    const made = (await this.merges.ofBusiness(business.id)).find((merge) => merge.id === id);
    if (!made) throw new MergeNotFound();
    return made;
  }

  async undo(mergeId: string, caller: Caller): Promise<UndoMergeResponse> {
    const { requestId } = caller;
    const merge = await this.merges.inForce(mergeId);
    if (!merge) throw new MergeNotFound();
    await this.intake.call('splitBusiness', { params: { id: merge.businessId }, body: { emails: merge.emails, into: merge.mergedBusinessId } }, { requestId });
    if (!(await this.merges.markUndone(mergeId))) throw new MergeNotFound();
    // svc-intake forgot the merged business's progress with its last submission: the desk says it again.
    await this.pipeline.recordProgress(merge.mergedBusinessId, requestId);
    await this.audit.record({ ...agencyActor(caller), action: 'business.merge-undone', subjectId: merge.submissionId, requestId, details: { mergeId, emails: merge.emails.join(', '), address: caller.address } });
    return { undone: true };
  }

  ofBusiness(businessId: string): Promise<BusinessMerge[]> {
    return this.merges.ofBusiness(businessId);
  }

  forget(businessId: string): Promise<void> {
    return this.merges.forget(businessId);
  }
}
