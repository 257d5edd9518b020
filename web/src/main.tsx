import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@aws-amplify/ui-react/styles.css';
import { i18nReady } from './lib/i18n';
import './styles.css';
import { App } from './app';

// The first paint already speaks the user's language: its strings are one small chunk.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
