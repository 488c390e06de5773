// Written by `npm run i18n` from locales/en.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"Are you sure you want to delete \\\"{title}\\\"?\":[\"Are you sure you want to delete \\\"\",[\"title\"],\"\\\"?\"],\"Delete {title}\":[\"Delete \",[\"title\"]],\"Edit {title}\":[\"Edit \",[\"title\"]],\"PNG, JPG or JPEG, up to {size}MB.\":[\"PNG, JPG or JPEG, up to \",[\"size\"],\"MB.\"]}");
