// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"PNG, JPG or JPEG, up to {size}MB.\":[\"PNG, JPG or JPEG, up to \",[\"size\"],\"MB.\"],\"{name}'s profile picture\":[[\"name\"],\"'s profile picture\"]}");
