// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Category name must be at most {max} characters\":[\"Category name must be at most \",[\"max\"],\" characters\"],\"Description must be at most {max} characters\":[\"Description must be at most \",[\"max\"],\" characters\"]}");
