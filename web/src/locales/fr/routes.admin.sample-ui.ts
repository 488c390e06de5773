// Written by `npm run i18n` from locales/fr.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"12m\":[\"12 m\"],\"30d\":[\"30 j\"],\"7d\":[\"7 j\"],\"90d\":[\"90 j\"],\"Time range\":[\"Période\"],\"{value}%\":[[\"value\"],\" %\"]}");
