// The floor of the Lighthouse benchmark: a bare React 19 page (one heading, one paragraph), built and served like the
// site's own files, so a score says how far the site is from what React itself costs on the same machine.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <main>
    <h1>Mekong</h1>
    <p>A bare React page, the benchmark&apos;s floor.</p>
  </main>,
);
