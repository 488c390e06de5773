// Written by `npm run i18n` from locales/fr.po: do not edit.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"12m\":[\"12 m\"],\"30d\":[\"30 j\"],\"7d\":[\"7 j\"],\"90d\":[\"90 j\"],\"Article\":[\"Article\"],\"Articles\":[\"Articles\"],\"Draft\":[\"Brouillon\"],\"Everything published on the platform.\":[\"Tout ce qui est publié sur la plateforme.\"],\"Published\":[\"Publié\"],\"Resource\":[\"Ressource\"],\"Resources\":[\"Ressources\"],\"Sample data: for illustration only, actions here have no effect\":[\"Données d’exemple : à titre d’illustration, les actions ici n’ont aucun effet\"],\"Scheduled\":[\"Programmé\"],\"Time range\":[\"Période\"],\"Video\":[\"Vidéo\"],\"{value}%\":[[\"value\"],\" %\"]}");
