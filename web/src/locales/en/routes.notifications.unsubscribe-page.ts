// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Or choose what you receive on {link}.\":[\"Or choose what you receive on \",[\"link\"],\".\"],\"Press the button to stop receiving {what} at this address. Other emails are not changed.\":[\"Press the button to stop receiving \",[\"what\"],\" at this address. Other emails are not changed.\"],\"You will no longer receive {what} at this address.\":[\"You will no longer receive \",[\"what\"],\" at this address.\"],\"emails about ‘{type}’\":[\"emails about ‘\",[\"type\"],\"’\"]}");
