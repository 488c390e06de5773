// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"If an account exists for {email}, a reset link is on its way. The link is valid for 1 hour.\":[\"If an account exists for \",[\"email\"],\", a reset link is on its way. The link is valid for 1 hour.\"]}");
