// The boot script's entry: built on its own as a classic script (scripts/prerender-plugin.ts).
import { paintFirstView, startApp } from '@/app/prerender/boot';

// Chromium may offer the install before the app's code listens: keep the offer for it
// (docs/install.md#capture).
addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  (window as { bip?: Event }).bip = event;
});

let painted = false;
try {
  painted = paintFirstView();
} catch {
  // Whatever fails here, the app renders the page itself.
}
startApp(painted);
