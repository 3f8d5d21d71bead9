import type { StoredLockinFormData } from '@biz/contracts';
import { cn } from '@biz/ui-kit';

const labels: Record<keyof StoredLockinFormData, string> = {
  businessName: 'Business',
  contactEmail: 'Email',
  contactPhone: 'Phone',
  industry: 'Industry',
  timeline: 'Timeline',
};

/** The saved lead details named in `fields`, each only if present; nothing at all when none is. */
export function StoredDetails({ data, fields, className }: { data: StoredLockinFormData; fields: readonly (keyof StoredLockinFormData)[]; className?: string }) {
  const rows = fields.filter((field) => data[field]);
  if (rows.length === 0) return null;
  return (
    <dl className={cn('flex flex-col gap-2 text-sm', className)}>
      {rows.map((field) => (
        <div key={field} className="flex justify-between gap-4">
          <dt className="text-ink-muted">{labels[field]}</dt>
          <dd className="text-right font-medium break-words text-ink [overflow-wrap:anywhere]">{data[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
