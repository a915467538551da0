// The browser tests' web server (playwright.config.mjs starts it): dist/ at
// http://127.0.0.1:4173/, and the same build under a sub-path, as GitHub Pages serves a project
// site, at http://127.0.0.1:4174/goatherd/.
import { serve } from './serve.mjs';

// GOATHERD_DIST and GOATHERD_PORT serve another build on other ports (the second is one more).
const dist = process.env.GOATHERD_DIST ?? 'dist';
const port = Number(process.env.GOATHERD_PORT ?? 4173);
await serve(dist, port);
await serve(dist, port + 1, '/goatherd/');
console.log(`serving ${dist}/ on ${port} and ${port + 1}/goatherd/`);
