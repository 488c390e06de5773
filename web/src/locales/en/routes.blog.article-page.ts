// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Category name must be at most {max} characters\":[\"Category name must be at most \",[\"max\"],\" characters\"],\"Description must be at most {max} characters\":[\"Description must be at most \",[\"max\"],\" characters\"],\"ids must be a comma-separated list of up to {max} valid ids\":[\"ids must be a comma-separated list of up to \",[\"max\"],\" valid ids\"],\"{kind} not found: it does not exist or you cannot see it, so it cannot be saved.\":[[\"kind\"],\" not found: it does not exist or you cannot see it, so it cannot be saved.\"],\"{minutes} min read\":[[\"minutes\"],\" min read\"]}");
