import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { AuditEventEntity, type AuditActor, type AuditDetails } from './audit-event.entity';

/** The only code that touches `audit_events`; events are appended, never changed. */
@Injectable()
export class AuditEventRepository {
  private readonly events: Repository<AuditEventEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.events = dataSource.getRepository(AuditEventEntity);
  }

  async record(event: { actor: AuditActor; action: string; subjectId?: string; requestId?: string; details?: AuditDetails }): Promise<AuditEventEntity> {
    const inserted = await this.events.insert({
      actor: event.actor,
      action: event.action,
      subjectId: event.subjectId ?? null,
      requestId: event.requestId ?? null,
      details: event.details ?? {},
    });
    return this.events.findOneByOrFail({ id: (inserted.identifiers[0] as { id: string }).id });
  }

  latest(limit: number): Promise<AuditEventEntity[]> {
    return this.events.find({ order: { occurredAt: 'DESC' }, take: limit });
  }
}
