// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Rejection reason must be at most {max} characters\":[\"Rejection reason must be at most \",[\"max\"],\" characters\"],\"Remove {name} from your watchlist\":[\"Remove \",[\"name\"],\" from your watchlist\"],\"Showing {count} of {total}\":[\"Showing \",[\"count\"],\" of \",[\"total\"]],\"Showing {first}–{last} of {total}\":[\"Showing \",[\"first\"],\"–\",[\"last\"],\" of \",[\"total\"]],\"{field} must be text\":[[\"field\"],\" must be text\"],\"{name} logo\":[[\"name\"],\" logo\"],\"{name} was removed from your watchlist.\":[[\"name\"],\" was removed from your watchlist.\"]}");
