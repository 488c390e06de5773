// zod as the browser uses it: imported by the form helpers (lib/form.ts, lib/light-form.ts) before any schema parses.
import { z } from 'zod';

// Zod probes `new Function` to compile faster parsers; our CSP forbids eval, so tell it not to try.
z.config({ jitless: true });

export { z };
