import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './index.css';
import { App } from './app/app';
import { readServerRender } from './app/server-render';
import { watchDevanagariFont } from './lib/devanagari-font';
import { i18n, i18nReady } from './lib/i18n';

watchDevanagariFont();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A Hindi reader's strings arrive before the first render (no English flash).
void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  // A page the server rendered for this visitor is taken over in place (issue 15); otherwise the
  // app renders it, replacing the server's markup when it is ready.
  if (readServerRender(i18n.language)) {
    // In a transition, hydration works in slices and yields to the browser between them: the
    // page, already painted, stays responsive on a slow phone while the app takes it over.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) => console.error('Hydration fell back to rendering:', error),
      });
    });
  } else createRoot(root).render(app);
});
