// Runs before any zod schema exists (bootstrap imports it first): zod's object parsers compile themselves with
// `new Function` unless jitless, and the site's Content-Security-Policy allows no eval; Chromium reports even zod's
// caught probe as a violation. The setting is zod's global one, so it covers the remotes' copies of zod too.
import { config } from 'zod';

config({ jitless: true });
