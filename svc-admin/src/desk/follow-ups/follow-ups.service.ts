import { NO_FOLLOW_UP, type AddNoteRequest, type BusinessNote, type EndpointInput, type FollowUp, type StaffDirectoryResponse } from '@biz/contracts';
import { InternalClient, ValidationFailed } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import { AuditEventRepository } from '../../shared/audit/audit-event.repository';
import { INTAKE } from '../../shared/contexts/context-clients.module';
import { agencyActor, type Caller } from '../../shared/identity/caller';
import { BusinessNotesRepository } from './business-notes.repository';
import { FollowUpsRepository } from './follow-ups.repository';

/**
 * Work for people: who at the agency owns a business (its next steps are its tasks: desk/tasks), and the notes
 * the team writes on it. SPEC's ids are submission ids; what is kept is the business's (every submission of it
 * shares one owner and one set of notes). A change of owner is an audit line, so the timeline says who
 * changed it and to what.
 */
@Injectable()
export class FollowUpsService {
  constructor(
    @Inject(INTAKE) private readonly intake: InternalClient,
    @Inject(FollowUpsRepository) private readonly followUps: FollowUpsRepository,
    @Inject(BusinessNotesRepository) private readonly notes: BusinessNotesRepository,
    @Inject(AuditEventRepository) private readonly audit: AuditEventRepository,
  ) {}

  async staffDirectory(): Promise<StaffDirectoryResponse> {
    return { members: await this.followUps.activeStaff() };
  }

  async set(submissionId: string, request: EndpointInput<'setFollowUp'>['body'], caller: Caller): Promise<FollowUp> {
    const { ownerStaffId } = request;
    if (ownerStaffId !== null && !(await this.followUps.isActiveStaff(ownerStaffId))) throw new ValidationFailed({ ownerStaffId: ['Choose a member of the team.'] });
    const businessId = await this.businessOf(submissionId, caller);
    await this.followUps.save(businessId, ownerStaffId);
    const followUp = await this.of(businessId);
    await this.audit.record({
      ...agencyActor(caller),
      action: 'business.follow-up-set',
      subjectId: submissionId,
      requestId: caller.requestId,
      details: { owner: followUp.owner?.name ?? null, address: caller.address },
    });
    return followUp;
  }

  async addNote(submissionId: string, { body }: AddNoteRequest, caller: Caller): Promise<BusinessNote> {
    const businessId = await this.businessOf(submissionId, caller);
    return this.notes.add(businessId, body, caller.staffAccountId ?? null);
  }

  async of(businessId: string): Promise<FollowUp> {
    return (await this.followUps.of([businessId])).get(businessId) ?? NO_FOLLOW_UP;
  }

  /** The follow-ups of a page of businesses, in one query. */
  ofMany(businessIds: readonly string[]): Promise<Map<string, FollowUp>> {
    return this.followUps.of(businessIds);
  }

  notesOf(businessId: string): Promise<BusinessNote[]> {
    return this.notes.of(businessId);
  }

  /** An erased business leaves no follow-up and no notes behind. */
  async forget(businessId: string): Promise<void> {
    await this.followUps.forget(businessId);
    await this.notes.forget(businessId);
  }

  private async businessOf(submissionId: string, { requestId }: Caller): Promise<string> {
    const { submission } = await this.intake.call('submissionDetail', { params: { id: submissionId } }, { requestId });
    return submission.businessId;
  }
}
