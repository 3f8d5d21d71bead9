import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import type { RemoteName } from '../federation/remote-routes';
import { AgencyContentContext, readInlineAgencyContent } from '../lib/agency-content';
import { NotFoundPage } from '../pages/not-found-page';
import { Toaster } from '../toast/toaster';

/**
 * Runs a remote on its own dev server, with what the shell would give it (router, layout, toaster; a
 * remote that queries brings its own QueryScope). Kept out of the package index so the shared ui-kit module never
 * pulls in react-dom/client.
 */
export function renderStandalone(remote: RemoteName, routes: ReactNode): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AgencyContentContext value={readInlineAgencyContent(document)}>
        <BrowserRouter>
          <div className="flex min-h-dvh flex-col">
            <p className="bg-ink px-4 py-1.5 text-center text-xs text-white/80">
              mfe-{remote} running standalone · in production the shell provides the header, footer and other sections
            </p>
            <main className="flex flex-1 flex-col">
              <Routes>
                {routes}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </main>
          </div>
        </BrowserRouter>
      </AgencyContentContext>
      <Toaster />
    </StrictMode>,
  );
}
