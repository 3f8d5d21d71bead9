import { z } from 'zod';
import { CompanySizes, IndustrySlugs, MonthlyRevenueRanges } from '../constants';
import { EntityId } from '../common';
import { ValidationMessage as M } from '../messages';
import { WorkflowSuggestion } from './workflow-suggestion';
import type { GenerationSource } from './generation';

/** The intake wizard's page (SPEC §2 root), where a visitor or a client gets a free automation plan. */
export const INTAKE_PAGE_PATH = '/';

/** The longest goal the intake keeps. */
export const PRIMARY_GOAL_MAX_LENGTH = 200;

/** POST /api/business-intake — SPEC §3 intake payload with the §5 messages. */
export const BusinessIntakeRequest = z.object({
  businessName: z.string({ error: M.businessNameRequired }).trim().min(1, M.businessNameRequired).max(200),
  contactEmail: z.email({ error: M.validEmailRequired }).max(254),
  industry: z.enum(IndustrySlugs, { error: M.industryRequired }),
  companySize: z.enum(CompanySizes, { error: M.companySizeRequired }),
  monthlyRevenue: z.enum(MonthlyRevenueRanges).optional(),
  primaryGoals: z.array(z.string().trim().min(1).max(PRIMARY_GOAL_MAX_LENGTH), { error: M.selectAtLeastOneGoal }).min(1, M.selectAtLeastOneGoal).max(20),
  currentTools: z.string().trim().max(2000).optional(),
  painPoints: z.string().trim().max(2000).optional(),
  /** Made once per form (a UUID): a double submit with the same key gets the first answer, not a second submission. */
  idempotencyKey: z.uuid().optional(),
  /** Honeypot: hidden from people, filled by bots. Anything in it is refused with nothing stored. */
  website: z.string().max(0, 'Leave this field empty').optional(),
});
export type BusinessIntakeRequest = z.infer<typeof BusinessIntakeRequest>;
/** What the form collects about the business (what is stored and what the engines read). */
export type BusinessProfile = Omit<BusinessIntakeRequest, 'idempotencyKey' | 'website'>;

/**
 * Who picked the suggestions (issue 46): `ai` only when a language model answered; `catalog` when the
 * catalog engine matched them (no LLM configured, or it did not answer in time). The page says which.
 */
export const SuggestionsPickedBy = z.enum(['ai', 'catalog']);
export type SuggestionsPickedBy = z.infer<typeof SuggestionsPickedBy>;
export const pickedByOf = (source: GenerationSource): SuggestionsPickedBy => (source === 'llm' ? 'ai' : 'catalog');

/** Answer of POST /api/business-intake: the new submission's id (SPEC names it `client.id`), the workflows offered to it and who picked them. */
export const BusinessIntakeResponse = z.object({
  client: z.object({ id: EntityId, businessName: z.string() }),
  suggestions: z.array(WorkflowSuggestion),
  pickedBy: SuggestionsPickedBy,
});
export type BusinessIntakeResponse = z.infer<typeof BusinessIntakeResponse>;
