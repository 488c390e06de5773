// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Page {page} of {pages} · {total} {noun}\":[\"Page \",[\"page\"],\" of \",[\"pages\"],\" · \",[\"total\"],\" \",[\"noun\"]],\"Progress of {subject}\":[\"Progress of \",[\"subject\"]],\"Subscribers ({total})\":[\"Subscribers (\",[\"total\"],\")\"],\"{sent} sent · {failed} failed · {queued} queued · of {total}\":[[\"sent\"],\" sent · \",[\"failed\"],\" failed · \",[\"queued\"],\" queued · of \",[\"total\"]]}");
