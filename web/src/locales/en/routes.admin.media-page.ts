// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Page {page} of {pages} · {total} {noun}\":[\"Page \",[\"page\"],\" of \",[\"pages\"],\" · \",[\"total\"],\" \",[\"noun\"]],\"{field} must be text\":[[\"field\"],\" must be text\"]}");
