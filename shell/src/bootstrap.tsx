import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ensureRegistry } from './host';
import { initSession } from './session';
import { registerServiceWorker } from './sw-register';

initSession();
// start reading the registry right away, in parallel with the first render
ensureRegistry().catch(() => {
  /* the remote slot shows the fallback; «Повторить» reads the registry again */
});

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
registerServiceWorker();
