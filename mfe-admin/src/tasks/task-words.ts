import { repeatInWords, TaskTypeLabel, timeInWords, type BusinessTask, type NextTask } from '@biz/contracts';
import { formatDay } from '@biz/ui-kit';

/** When a task is due, against the agency's today: "Overdue: due Tue, Dec 1", "Due today at 2:30 PM", "Due Fri, Dec 4". */
export function dueInWords({ dueOn, dueTime }: Pick<NextTask, 'dueOn' | 'dueTime'>, today: string): string {
  const at = dueTime ? ` at ${timeInWords(dueTime)}` : '';
  if (dueOn === today) return `Due today${at}`;
  const day = `${formatDay(dueOn, 'weekdayDay')}${at}`;
  return dueOn < today ? `Overdue: due ${day}` : `Due ${day}`;
}

/** The facts under a task's title: its type, owner and repeat. */
export const taskFacts = (task: Pick<BusinessTask, 'type' | 'owner' | 'repeat'>) =>
  [TaskTypeLabel[task.type], task.owner ? task.owner.name : 'Nobody owns it', task.repeat ? `Repeats ${repeatInWords(task.repeat)}` : null].filter(Boolean).join(' · ');
