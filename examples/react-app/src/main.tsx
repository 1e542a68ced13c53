// The widgets' styles are one stylesheet: without this import every widget renders unstyled.
import '@pte-kit/widgets/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
