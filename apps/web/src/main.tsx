import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { loadDevanagariFont } from './lib/devanagari-font';
import { i18nReady } from './lib/i18n';

void loadDevanagariFont();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A Hindi reader's strings arrive before the first render (no English flash).
void i18nReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
