import { z } from 'zod';

/*
 * The content security policy allows no 'unsafe-eval'. zod 4 otherwise probes `new Function`
 * and compiles object validators with it: the browser blocks that (zod falls back) but reports a
 * securitypolicyviolation on every page load. Imported first by the entry: an object schema
 * reads this setting when it is built, at import time.
 */
z.config({ jitless: true });
