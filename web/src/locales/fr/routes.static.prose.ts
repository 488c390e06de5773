// Written by `npm run i18n` from locales/fr.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Last updated June 7, 2025\":[\"Dernière mise à jour : 7 juin 2025\"]}");
