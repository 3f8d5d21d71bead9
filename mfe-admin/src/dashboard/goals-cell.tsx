/** SPEC §9: up to 2 goals, then '+N more'. */
export const GOALS_SHOWN = 2;

export function GoalsCell({ goals }: { goals: readonly string[] }) {
  const hidden = goals.length - GOALS_SHOWN;
  return (
    <div className="flex flex-wrap gap-1">
      {goals.slice(0, GOALS_SHOWN).map((goal) => (
        <span key={goal} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
          {goal}
        </span>
      ))}
      {hidden > 0 ? <span className="px-1 text-xs text-ink-muted">+{hidden} more</span> : null}
    </div>
  );
}
