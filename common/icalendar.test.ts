import { describe, expect, it } from 'vitest';
import { foldLine, icsCalendar, icsDateTime, icsText } from './icalendar';

const octets = (s: string) => new TextEncoder().encode(s).length;

describe('icsText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(icsText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(icsText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });
  it('drops control characters but keeps tabs and other text', () => {
    expect(icsText(`a${String.fromCharCode(0)}b${String.fromCharCode(7, 0x7f)}c\td é`)).toBe('abc\td é');
  });
});

describe('icsDateTime', () => {
  it('writes UTC with a Z', () => {
    expect(icsDateTime('2026-11-24T09:30:05.123+01:00')).toBe('20261124T083005Z');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });
  it('folds longer lines at 75 octets with CRLF and one space, and unfolds back to the original', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(octets(p)).toBeLessThanOrEqual(75);
    expect(octets(parts[0]!)).toBe(75);
    for (const p of parts.slice(1)) expect(p.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('never splits a multi-octet character', () => {
    const line = `LOCATION:${'é🚀ü'.repeat(40)}`;
    const folded = foldLine(line);
    for (const p of folded.split('\r\n')) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      expect(p).not.toMatch(/\uFFFD/);
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(p))).toBe(p);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('icsCalendar', () => {
  const event = {
    uid: 'abc@example.com',
    stamp: '2026-11-01T10:00:00Z',
    start: '2026-12-01T17:00:00Z',
    end: '2026-12-01T19:00:00Z',
    summary: 'Demo day; pitches, drinks',
    description: 'Line one\nLine two',
    location: 'Lagos, Nigeria',
    url: 'https://example.com/event/abc',
  };
  it('writes a calendar with CRLF line endings and escaped values', () => {
    const ics = icsCalendar({ prodId: '-//Test//EN', name: 'Events', refresh: 'PT1H', events: [event] });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('DTSTART:20261201T170000Z');
    expect(lines).toContain('DTEND:20261201T190000Z');
    expect(lines).toContain('DTSTAMP:20261101T100000Z');
    expect(lines).toContain('SUMMARY:Demo day\\; pitches\\, drinks');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines).toContain('LOCATION:Lagos\\, Nigeria');
    expect(lines).toContain('URL:https://example.com/event/abc');
    expect(lines).toContain('UID:abc@example.com');
  });
  it('leaves out the optional properties an event lacks', () => {
    const ics = icsCalendar({
      prodId: '-//Test//EN',
      events: [{ ...event, description: '', location: undefined, url: undefined }],
    });
    expect(ics).not.toMatch(/DESCRIPTION|LOCATION|URL:|X-WR-CALNAME/);
  });
});
