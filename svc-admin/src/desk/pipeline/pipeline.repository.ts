import type { AgencyActor, BoardPage, PipelineStage, PipelineState, StageCause, StageMove } from '@biz/contracts';

/** Where a business stands as the desk keeps it: `since` is null while it never moved (the desk does not know when it came). */
export type StoredState = Omit<PipelineState, 'since'> & { since: string | null };
import { KYSELY, pageOf } from '@biz/server-kit';
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Selectable } from 'kysely';
import type { BusinessStagesTable, DeskDb } from '../desk-db';
import type { SharedDb } from '../../shared/shared-db';

/** A move about to be made: where to, why, and who (by hand: the staff account, null for the bootstrap owner). */
export interface PlannedMove {
  to: PipelineStage;
  cause: StageCause;
  reason: string | null;
  actorStaffId: string | null;
}

const NEW = (businessId: string): StoredState => ({ businessId, stage: 'new', since: null, lostReason: null });

const toState = (row: Selectable<BusinessStagesTable>): StoredState => ({
  businessId: row.business_id,
  stage: row.stage,
  since: row.since?.toISOString() ?? null,
  lostReason: row.lost_reason,
});

/** The only code that touches the pipeline's tables. */
@Injectable()
export class PipelineRepository {
  constructor(@Inject(KYSELY) private readonly db: Kysely<DeskDb & SharedDb>) {}

  /** Where each of these businesses stands: one query for a page of them (New when never moved). */
  async statesOf(businessIds: readonly string[]): Promise<Map<string, StoredState>> {
    const rows = businessIds.length ? await this.db.selectFrom('business_stages').selectAll().where('business_id', 'in', businessIds).execute() : [];
    const found = new Map(rows.map((row) => [row.business_id, toState(row)]));
    return new Map(businessIds.map((id) => [id, found.get(id) ?? NEW(id)]));
  }

  async stateOf(businessId: string): Promise<StoredState> {
    return (await this.statesOf([businessId])).get(businessId) ?? NEW(businessId);
  }

  /**
   * Moves a business, one move at a time: its row is locked while `decide` picks the move from where it stands
   * (null: no move) and while `alongside` runs with the new state (it fails: nothing moved). Answers the
   * state after, and whether it moved.
   */
  async move(businessId: string, decide: (current: StoredState) => PlannedMove | null, alongside: (before: StoredState, after: PipelineState) => Promise<void>): Promise<{ state: StoredState; moved: boolean }> {
    return this.db.transaction().execute(async (tx) => {
      await tx.insertInto('business_stages').values({ business_id: businessId, stage: 'new', since: null, lost_reason: null }).onConflict((oc) => oc.column('business_id').doNothing()).execute();
      const current = toState(await tx.selectFrom('business_stages').selectAll().where('business_id', '=', businessId).forUpdate().executeTakeFirstOrThrow());
      const move = decide(current);
      if (!move || (move.to === current.stage && move.to !== 'lost')) return { state: current, moved: false };
      const lostReason = move.to === 'lost' ? move.reason : null;
      const { moved_at } = await tx
        .insertInto('stage_moves')
        .values({ business_id: businessId, from_stage: current.stage, to_stage: move.to, cause: move.cause, reason: move.reason, actor_staff_id: move.actorStaffId })
        .returning('moved_at')
        .executeTakeFirstOrThrow();
      await tx.updateTable('business_stages').set({ stage: move.to, since: moved_at, lost_reason: lostReason }).where('business_id', '=', businessId).execute();
      const after: PipelineState = { businessId, stage: move.to, since: moved_at.toISOString(), lostReason };
      await alongside(current, after);
      return { state: after, moved: true };
    });
  }

  /**
   * How many businesses stand in each stage past New (a business merged into another keeps its row for an
   * undo, but belongs to no one until then: left out).
   */
  async totalsPastNew(): Promise<Map<PipelineStage, number>> {
    const rows = await this.db
      .selectFrom('business_stages')
      .select(['stage', (eb) => eb.fn.countAll<string>().as('n')])
      .where('stage', '<>', 'new')
      .where('business_id', 'not in', this.mergedAway())
      .groupBy('stage')
      .execute();
    return new Map(rows.map((row) => [row.stage, Number(row.n)]));
  }

  /** A page of each of these stages, most recent in it first: one statement, each stage an index read (stage, since). */
  async pagesOf(stages: readonly PipelineStage[], { page, pageSize }: BoardPage): Promise<StoredState[]> {
    const pageOfStage = (stage: PipelineStage) =>
      this.db
        .selectFrom((db) =>
          db
            .selectFrom('business_stages')
            .selectAll()
            .where('stage', '=', stage)
            .where('business_id', 'not in', this.mergedAway())
            .orderBy('since', 'desc')
            .orderBy('business_id')
            .$call(pageOf({ page, pageSize }))
            .as('column'),
        )
        .selectAll();
    const [first, ...rest] = stages;
    if (!first) return [];
    const rows = await rest.reduce((query, stage) => query.unionAll(pageOfStage(stage)), pageOfStage(first)).execute();
    return rows.map(toState);
  }

  private mergedAway() {
    return this.db.selectFrom('business_merges').select('merged_business_id').where('undone_at', 'is', null);
  }

  /** A business's moves, oldest first, naming who at the agency made those made by hand. */
  async movesOf(businessId: string): Promise<StageMove[]> {
    const rows = await this.db
      .selectFrom('stage_moves')
      .leftJoin('staff_accounts', 'staff_accounts.id', 'stage_moves.actor_staff_id')
      .select(['stage_moves.from_stage', 'stage_moves.to_stage', 'stage_moves.cause', 'stage_moves.reason', 'stage_moves.moved_at', 'staff_accounts.name as staff_name'])
      .where('stage_moves.business_id', '=', businessId)
      .orderBy('stage_moves.moved_at')
      .orderBy('stage_moves.id')
      .execute();
    return rows.map((row) => {
      const by: AgencyActor | undefined = row.cause !== 'by-hand' ? undefined : row.staff_name === null ? { kind: 'bootstrap-owner' } : { kind: 'staff', name: row.staff_name };
      return { at: row.moved_at.toISOString(), from: row.from_stage, to: row.to_stage, cause: row.cause, reason: row.reason, ...(by ? { by } : {}) };
    });
  }

  /** An erased business leaves the pipeline. */
  async forget(businessId: string): Promise<void> {
    await this.db.deleteFrom('stage_moves').where('business_id', '=', businessId).execute();
    await this.db.deleteFrom('business_stages').where('business_id', '=', businessId).execute();
  }
}
