import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A row of `subscription_plans`; never leaves the service (see `toSubscriptionPlan`). */
@Entity({ name: 'subscription_plans' })
export class SubscriptionPlanEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ type: 'text', unique: true })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ name: 'monthly_price_cents', type: 'integer' })
  monthlyPriceCents!: number;

  @Column({ name: 'yearly_price_cents', type: 'integer' })
  yearlyPriceCents!: number;

  /** -1 means unlimited (SPEC §3). */
  @Column({ name: 'max_automations', type: 'integer' })
  maxAutomations!: number;

  @Column({ type: 'jsonb' })
  features!: string[];

  /** Display order: Starter, Growth, Enterprise. */
  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
