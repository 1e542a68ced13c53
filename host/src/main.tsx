import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppConfig } from './auth';
import { App } from './App';
import './global.css.ts';

const root = createRoot(document.getElementById('root')!);

// A practice question (/dashboard/:skill/:task/:position, most learners' first page) is fetched as its chunk beside the
// configuration and the session: left to the router, it is asked for only once the signed-in shell has rendered,
// which put the chunk and its imports after /api/config and currentUser on the way to the question's first paint.
// App.tsx's lazy page imports the same module, so this is not a second download.
if (/^\/dashboard\/[^/]+\/[^/]+\/\d+\/?$/.test(window.location.pathname)) void import('./pages/PracticePage');

async function start() {
  const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The server did not answer (${response.status}).`);
  const config = (await response.json()) as AppConfig;
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

start().catch((error: Error) => {
  root.render(<p role="alert" style={{ padding: 24 }}>PTE Practice could not start: {error.message}</p>);
});
