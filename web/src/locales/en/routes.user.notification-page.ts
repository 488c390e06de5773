// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Showing {count} of {total}\":[\"Showing \",[\"count\"],\" of \",[\"total\"]],\"Showing {first}–{last} of {total}\":[\"Showing \",[\"first\"],\"–\",[\"last\"],\" of \",[\"total\"]],\"{name}'s profile picture\":[[\"name\"],\"'s profile picture\"]}");
