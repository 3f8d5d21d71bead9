import { productName } from '@biz/ui-kit';
import { Link } from 'react-router';

/** The product name in the header; the one link home by that name. */
export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-ink focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 17.5 14 22l9-11" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{productName}</span>
    </Link>
  );
}
