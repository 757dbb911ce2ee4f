import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { registerServiceWorker } from './offline/registerServiceWorker.ts';
import { primeFromPage } from './pageData.ts';
import { queryClient } from './trpc.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the first render, so the home page paints with the data its page carried.
const primed = primeFromPage(queryClient);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker(primed);
