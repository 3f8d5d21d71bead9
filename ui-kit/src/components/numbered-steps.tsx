import { cn } from '../lib/cn';

export interface NumberedStep {
  title: string;
  text: string;
}

/** An ordered list of steps, each with a numbered badge, a title and a line of text. */
export function NumberedSteps({ steps, className }: { steps: readonly NumberedStep[]; className?: string }) {
  return (
    <ol className={cn('flex flex-col gap-4', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
            {index + 1}
          </span>
          <div>
            <p className="font-semibold text-ink">{step.title}</p>
            <p className="text-sm text-ink-muted">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
