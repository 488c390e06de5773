import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { readSitemap } from '../../test/sitemap';
import { insertEvent } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);
const event = (title: string, date: Date, extra: Partial<Parameters<typeof insertEvent>[1]> = {}) =>
  insertEvent(t.db, { title, location: 'Lagos', date, image: '/uploads/x.webp', ...extra });
const get = (url: string) => t.app.inject({ url });
/** The content lines of a calendar, unfolded (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('GET /event/calendar.ics', () => {
  it('lists the upcoming events only, soonest first, as RFC 5545 text/calendar', async () => {
    const later = await event('Demo Day, Lagos; 2026', at(10), {
      description: 'Pitches\nand drinks',
      eventType: 'paid',
      paymentInstructions: 'Pay at the door',
      registrationUrl: 'https://lu.ma/demo',
    });
    const soon = await event('Founders Breakfast', at(2), { location: 'Accra' });
    await event('Past Meetup', at(-2));
    await event('Marked Archived', at(5), { isArchived: true });

    const res = await get('/event/calendar.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const lines = unfold(body);
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    const summaries = lines.filter((l) => l.startsWith('SUMMARY:'));
    expect(summaries).toEqual(['SUMMARY:Founders Breakfast', 'SUMMARY:Demo Day\\, Lagos\\; 2026']);
    expect(body).not.toContain('Past Meetup');
    expect(body).not.toContain('Marked Archived');

    const host = new URL(t.ctx.config.publicUrl).hostname;
    expect(lines).toContain(`UID:event-${soon.id}@${host}`);
    expect(lines).toContain(`URL:${t.ctx.config.publicUrl}/event/${later.id}`);
    expect(lines).toContain('LOCATION:Accra');
    const iso = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(lines).toContain(`DTSTART:${iso(later.date)}`);
    expect(lines).toContain(`DTEND:${iso(new Date(later.date.getTime() + 2 * 3600_000))}`);
    expect(lines).toContain(`DTSTAMP:${iso(later.updatedAt)}`);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:Pitches'))).toContain('Pitches\\nand drinks\\n\\nPaid event');
  });

  it('keeps the same UID for an event across requests', async () => {
    const uids = async () => unfold((await get('/event/calendar.ics')).body).filter((l) => l.startsWith('UID:'));
    expect(await uids()).toEqual(await uids());
  });
});

describe('GET /event/{id}.ics', () => {
  it('downloads one event as an attachment', async () => {
    const e = await event('Pitch Night: Nairobi', at(3), { description: 'Bring a deck' });
    const res = await get(`/event/${e.id}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="pitch-night-nairobi.ics"');
    const lines = unfold(res.body);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Pitch Night: Nairobi');
    expect(lines).toContain('DESCRIPTION:Bring a deck');
    expect(lines).toContain('LOCATION:Lagos');
  });

  it('answers an archived event too, like its page', async () => {
    const e = await event('Yesterday', at(-1));
    expect((await get(`/event/${e.id}.ics`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', 'a.b']) {
      const res = await get(`/event/${id}.ics`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Event not found' });
    }
  });
});

describe('sitemap.xml', () => {
  it('lists the upcoming events’ pages and /videos, not archived events', async () => {
    const up = await event('Sitemap Upcoming', at(4));
    const past = await event('Sitemap Past', at(-4));
    const xml = await readSitemap(t);
    expect(xml).toContain(`<loc>${t.ctx.config.publicUrl}/event/${up.id}</loc>`);
    expect(xml).not.toContain(`/event/${past.id}<`);
    expect(xml).toContain(`<loc>${t.ctx.config.publicUrl}/videos</loc>`);
  });
});
