import './styles.css';
import { Toaster, createQueryClient } from '@biz/ui-kit';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { fetchRemoteManifestMap } from './remotes/remote-manifest';
import { registerRemoteManifests } from './remotes/remote-loader';

const queryClient = createQueryClient();

async function start() {
  registerRemoteManifests(await fetchRemoteManifestMap(window.location.href));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
