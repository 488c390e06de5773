// Written by `npm run i18n` from locales/fr.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Page not found\":[\"Page introuvable\"],\"The page you are looking for does not exist or has moved.\":[\"La page que vous cherchez n’existe pas ou a été déplacée.\"]}");
