// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"ids must be a comma-separated list of up to {max} valid ids\":[\"ids must be a comma-separated list of up to \",[\"max\"],\" valid ids\"],\"{field} must be text\":[[\"field\"],\" must be text\"],\"{kind} not found: it does not exist or you cannot see it, so it cannot be saved.\":[[\"kind\"],\" not found: it does not exist or you cannot see it, so it cannot be saved.\"]}");
