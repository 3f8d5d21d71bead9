import type { BusinessIntakeRequest } from '@biz/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type Repository } from 'typeorm';
import { SubmissionEntity } from './submission.entity';

/** The only code that touches `submissions`. */
@Injectable()
export class SubmissionRepository {
  private readonly submissions: Repository<SubmissionEntity>;

  constructor(@Inject(DataSource) dataSource: DataSource) {
    this.submissions = dataSource.getRepository(SubmissionEntity);
  }

  /** Stores a parsed intake payload; the database assigns id, status (pending) and createdAt. */
  async create(input: BusinessIntakeRequest): Promise<SubmissionEntity> {
    const inserted = await this.submissions.insert({
      businessName: input.businessName,
      contactEmail: input.contactEmail,
      industry: input.industry,
      companySize: input.companySize,
      monthlyRevenue: input.monthlyRevenue ?? null,
      primaryGoals: input.primaryGoals,
      currentTools: input.currentTools ?? null,
      painPoints: input.painPoints ?? null,
    });
    const id = (inserted.identifiers[0] as { id: string }).id;
    return this.submissions.findOneByOrFail({ id });
  }

  count(): Promise<number> {
    return this.submissions.count();
  }
}
