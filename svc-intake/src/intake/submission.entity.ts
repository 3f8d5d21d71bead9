import type { CompanySize, IndustrySlug, MonthlyRevenueRange, PlanStatus } from '@biz/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An intake submission (SPEC §3); its id is the client id the visitor gets back. */
@Entity({ name: 'submissions' })
export class SubmissionEntity {
  @PrimaryColumn({ type: 'uuid', default: () => 'gen_random_uuid()' })
  id!: string;

  @Column({ name: 'business_name', type: 'text' })
  businessName!: string;

  @Column({ name: 'contact_email', type: 'text' })
  contactEmail!: string;

  @Column({ type: 'text' })
  industry!: IndustrySlug;

  @Column({ name: 'company_size', type: 'text' })
  companySize!: CompanySize;

  @Column({ name: 'monthly_revenue', type: 'text', nullable: true })
  monthlyRevenue!: MonthlyRevenueRange | null;

  @Column({ name: 'primary_goals', type: 'jsonb' })
  primaryGoals!: string[];

  @Column({ name: 'current_tools', type: 'text', nullable: true })
  currentTools!: string | null;

  @Column({ name: 'pain_points', type: 'text', nullable: true })
  painPoints!: string | null;

  /** Sum of the selected workflows' setup cost, in cents; 0 until a selection is made. */
  @Column({ name: 'total_value_cents', type: 'integer', default: 0 })
  totalValueCents!: number;

  /** Status of the submission's plan (SPEC §4). */
  @Column({ type: 'text', default: 'pending' })
  status!: PlanStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
