// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Page {page} of {pages} · {total} {noun}\":[\"Page \",[\"page\"],\" of \",[\"pages\"],\" · \",[\"total\"],\" \",[\"noun\"]],\"{name}'s profile picture\":[[\"name\"],\"'s profile picture\"]}");
