import { z } from 'zod';

// zod builds faster object parsers with `new Function` when it may. The CSP forbids eval, so that attempt only ever
// failed, and Chromium reports the failure as a CSP issue on every page with a form. Parsing is the same without
// it. Schemas import z from here so the setting is in place before the first schema is built.
z.config({ jitless: true });

export { z };
