// Runs before any zod schema exists (bootstrap imports it first): the site's Content-Security-Policy allows no eval, and
// Chromium reports even zod's caught `new Function` probe as a violation. The browser code uses zod/mini, whose object
// parser never compiles itself; classic zod's does unless jitless, so the setting stays for any classic schema a remote
// may still bring. It is zod's global one (kept on globalThis), so it covers the remotes' copies of zod too.
import { config } from 'zod/mini';

config({ jitless: true });
