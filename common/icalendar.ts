/**
 * A small iCalendar (RFC 5545) writer: one VCALENDAR with VEVENTs, CRLF line endings, lines folded at 75
 * octets, TEXT values escaped, times in UTC. Pure, so it is tested without a server.
 */

const CRLF = '\r\n';
/** RFC 5545 §3.1: a content line is at most 75 octets, not counting the line break. */
const LINE_OCTETS = 75;

/**
 * A TEXT value (§3.3.11): backslash, semicolon and comma are escaped, every line break becomes `\n`, and
 * other control characters (not allowed in TEXT) are dropped.
 */
export function icsText(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')
    .split('')
    .filter((c) => !isControl(c.charCodeAt(0)))
    .join('');
}

/** Control characters TEXT does not allow (tab is allowed; line breaks are escaped before this). */
const isControl = (code: number) => (code < 0x20 && code !== 0x09) || code === 0x7f;

/** A UTC DATE-TIME (§3.3.5, form 2): 20261124T093000Z. */
export function icsDateTime(d: Date | string): string {
  return new Date(d)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const octets = (s: string) => new TextEncoder().encode(s).length;

/**
 * Folds a content line (§3.1): no line longer than 75 octets, continuation lines start with one space. It
 * splits between characters, never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = octets(ch);
    // The first line holds 75 octets; a continuation line holds 74 after its leading space.
    const room = out.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (size + n > room) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

export interface IcsEvent {
  /** Globally unique and stable: the same event always has the same UID. */
  uid: string;
  /** When the event's information was last revised (no METHOD is given, §3.8.7.2). */
  stamp: Date | string;
  start: Date | string;
  end: Date | string;
  summary: string;
  description?: string;
  location?: string;
  /** An absolute address (a URI value: not TEXT-escaped). */
  url?: string;
  created?: Date | string;
  lastModified?: Date | string;
}

export interface IcsCalendar {
  /** PRODID (§3.7.3), e.g. '-//AfriFounders//Events//EN'. */
  prodId: string;
  /** The name calendar apps show for a subscribed feed (X-WR-CALNAME). */
  name?: string;
  description?: string;
  /** How often a subscriber should refresh, e.g. 'PT1H' (REFRESH-INTERVAL, RFC 7986, and X-PUBLISHED-TTL). */
  refresh?: string;
  events: IcsEvent[];
}

/** Content lines of one VEVENT, unfolded. */
function eventLines(e: IcsEvent): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${icsText(e.uid)}`,
    `DTSTAMP:${icsDateTime(e.stamp)}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(e.end)}`,
    `SUMMARY:${icsText(e.summary)}`,
  ];
  if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${icsText(e.location)}`);
  if (e.url) lines.push(`URL:${e.url.replace(/[\r\n]/g, '')}`);
  if (e.created) lines.push(`CREATED:${icsDateTime(e.created)}`);
  if (e.lastModified) lines.push(`LAST-MODIFIED:${icsDateTime(e.lastModified)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The whole calendar object: every line folded and ended with CRLF. */
export function icsCalendar(cal: IcsCalendar): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${cal.prodId}`, 'CALSCALE:GREGORIAN'];
  if (cal.name) lines.push(`X-WR-CALNAME:${icsText(cal.name)}`, `NAME:${icsText(cal.name)}`);
  if (cal.description) lines.push(`X-WR-CALDESC:${icsText(cal.description)}`);
  if (cal.refresh) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${cal.refresh}`, `X-PUBLISHED-TTL:${cal.refresh}`);
  for (const e of cal.events) lines.push(...eventLines(e));
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
