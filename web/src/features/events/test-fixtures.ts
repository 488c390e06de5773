import type { Event } from '../../../../common/schemas/events';
import type { Playlist } from '../../../../common/schemas/playlists';
import type { Program } from '../../../../common/schemas/programs';

export const event = (id: string, title: string, over: Partial<Event> = {}): Event => ({
  _id: id,
  title,
  description: `${title} description`,
  location: 'Lagos',
  date: '2030-05-01T14:00:00.000Z',
  image: '/uploads/e.webp',
  registrationUrl: null,
  eventType: 'free',
  paymentInstructions: null,
  isFeatured: false,
  isArchived: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

export const program = (id: string, title: string, over: Partial<Program> = {}): Program => ({
  _id: id,
  title,
  description: `${title} description`,
  image: '/uploads/p.webp',
  registrationUrl: null,
  programType: 'free',
  paymentInstructions: null,
  isFeatured: false,
  isArchived: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

export const playlist = (id: string, title: string, over: Partial<Playlist> = {}): Playlist => ({
  _id: id,
  title,
  description: '',
  youtubeUrl: `https://www.youtube.com/playlist?list=PL${id}`,
  playlistId: `PL${id}`,
  isActive: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  ...over,
});
