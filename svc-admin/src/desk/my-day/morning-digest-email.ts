import { adminProfilePath, PipelineStageLabel, type DeskTicketSummary, type MyDayBusiness, type MyDayResponse } from '@biz/contracts';

/** What a morning digest says: plain text (the business names and steps are the team's own words, never markup). */
export interface DigestEmail {
  subject: string;
  body: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function section(title: string, list: { items: unknown[]; total: number }, lines: string[], more: string): string[] {
  if (!list.total) return [];
  const rest = list.total - list.items.length;
  return [`${title} (${list.total})`, ...lines, ...(rest > 0 ? [`  …and ${rest} more: ${more}`] : []), ''];
}

/** "My day" as an email to one owner, each business with the link to its record on the desk. */
export function morningDigestEmail(name: string, day: MyDayResponse, publicUrl: string): DigestEmail {
  const desk = `${publicUrl}/admin`;
  const business = (row: MyDayBusiness) =>
    `  - ${row.businessName} (${PipelineStageLabel[row.stage]})${row.followUp.nextStep ? `: ${row.followUp.nextStep}` : ''}${row.followUp.dueOn && row.followUp.dueOn !== day.today ? `, due ${row.followUp.dueOn}` : ''}\n    ${publicUrl}${adminProfilePath(row.id)}`;
  const ticket = (t: DeskTicketSummary) => `  - ${t.business.businessName}: ${t.subject}`;
  const sections = [
    ...section('Due today', day.dueToday, day.dueToday.items.map(business), desk),
    ...section('Overdue', day.overdue, day.overdue.items.map(business), desk),
    ...section('New since yesterday', day.newSinceYesterday, day.newSinceYesterday.items.map(business), desk),
    ...section('Tickets waiting on us', day.ticketsWaiting, day.ticketsWaiting.items.map(ticket), desk),
  ];
  const due = day.dueToday.total + day.overdue.total;
  const subject = `Your day, ${day.today}: ${count(due, 'step due', 'steps due')}, ${count(day.ticketsWaiting.total, 'ticket waiting', 'tickets waiting')}`;
  const body = [`Good morning ${name},`, '', ...(sections.length ? sections : ['Nothing is due today, nobody new came in, and no ticket is waiting.', '']), `The desk: ${desk}`].join('\n');
  return { subject, body };
}
