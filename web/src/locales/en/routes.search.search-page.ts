// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"No results for \\\"{q}\\\"\":[\"No results for \\\"\",[\"q\"],\"\\\"\"],\"Search: {q}\":[\"Search: \",[\"q\"]],\"Showing {count} of {total}\":[\"Showing \",[\"count\"],\" of \",[\"total\"]],\"Showing {first}–{last} of {total}\":[\"Showing \",[\"first\"],\"–\",[\"last\"],\" of \",[\"total\"]]}");
