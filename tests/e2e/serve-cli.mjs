// The browser tests' web server (playwright.config.mjs starts it): dist/ at
// http://127.0.0.1:4173/, and the same build under a sub-path, as GitHub Pages serves a project
// site, at http://127.0.0.1:4174/goatherd/.
import { serve } from './serve.mjs';

await serve('dist', 4173);
await serve('dist', 4174, '/goatherd/');
console.log('serving dist/ on 4173 and 4174/goatherd/');
