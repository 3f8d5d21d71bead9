import type { BusinessRecordSection } from '@biz/contracts';
import { BusinessDetails, RecordBlocks, type RecordBlock } from '../profile/record-blocks';
import { RecordAccount } from './record-account';
import { RecordOrders } from './record-orders';
import { RecordProposals } from './record-proposals';

/** The overview and the sections, in the order the page lists them. */
export type RecordPlace = 'overview' | BusinessRecordSection;

const { pipeline, followUp, tasks, submissions, abandonedCheckouts, plan, onboarding, automations, subscription, tickets, calls, emails, notes, timeline } = RecordBlocks;
const details: RecordBlock = { title: 'Details', Body: BusinessDetails };
const orders: RecordBlock = { title: 'Orders', Body: RecordOrders };
const account: RecordBlock = { title: 'Client account', Body: RecordAccount };
const proposals: RecordBlock = { title: 'Proposals', Body: RecordProposals };

/**
 * Each place of the record: its name in the navigation and the blocks it shows, the dialog's own (one
 * component each, wherever shown).
 */
export const RecordPlaces: Record<RecordPlace, { label: string; blocks: readonly RecordBlock[] }> = {
  overview: { label: 'Overview', blocks: [pipeline, details, submissions, plan] },
  timeline: { label: 'Timeline', blocks: [timeline] },
  tasks: { label: 'Tasks', blocks: [followUp, tasks] },
  emails: { label: 'Emails', blocks: [emails] },
  calls: { label: 'Calls', blocks: [calls] },
  proposals: { label: 'Proposals', blocks: [proposals] },
  orders: { label: 'Orders and billing', blocks: [orders, abandonedCheckouts, subscription] },
  automations: { label: 'Automations', blocks: [automations] },
  onboarding: { label: 'Onboarding', blocks: [onboarding] },
  tickets: { label: 'Tickets', blocks: [tickets] },
  notes: { label: 'Notes', blocks: [notes] },
  account: { label: 'Account', blocks: [account] },
};
