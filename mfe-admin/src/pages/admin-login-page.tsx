import { Card, CardContent, Notice, PageHeader, buttonClasses } from '@biz/ui-kit';
import { Link } from 'react-router-dom';

/** SPEC §2 /admin-login: admin password sign-in. The form arrives with the identity issue. */
export function AdminLoginPage() {
  return (
    <div className="flex flex-1 items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-14 sm:py-20">
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col gap-6 p-8">
          <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
            <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
              <path d="m9 12 2 2 4-4" />
            </svg>
          </span>
          <PageHeader title="Admin Login" description="Sign in with the admin password to work the pipeline: submissions, plans, emails, calls and onboarding forms." />
          <Notice title="Admin sign-in opens soon">The password sign-in is being connected to the identity service.</Notice>
          <Link to="/" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            Back to the main site
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
