import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppConfig } from './auth';
import { App } from './App';
import './global.css.ts';

const root = createRoot(document.getElementById('root')!);

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
