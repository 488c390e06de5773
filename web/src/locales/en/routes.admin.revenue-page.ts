// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"{count} subscribers\":[[\"count\"],\" subscribers\"],\"{value}%\":[[\"value\"],\"%\"]}");
