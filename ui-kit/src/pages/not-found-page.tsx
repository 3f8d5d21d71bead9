import { Link } from 'react-router';
import { buttonClasses } from '../components/button';
import { useDocumentTitle } from '../lib/use-document-title';

/** SPEC §2: any other path shows 'Page Not Found'. Shared so the shell and every remote show the same page. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center sm:py-28">
      <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">Error 404</p>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Page Not Found</h1>
      <p className="text-base text-ink-muted">
        The page you are looking for does not exist or has moved. Check the address, or start again from the home page.
      </p>
      <Link to="/" className={buttonClasses({ size: 'lg' })}>
        Back to home
      </Link>
    </section>
  );
}
