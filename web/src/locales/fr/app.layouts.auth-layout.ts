// Written by `npm run i18n` from locales/fr.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Signing in and creating an account need JavaScript. Please turn it on in your browser to continue.\":[\"La connexion et la création de compte nécessitent JavaScript. Activez-le dans votre navigateur pour continuer.\"]}");
