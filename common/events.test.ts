import { describe, expect, it } from 'vitest';
import { isEventArchived, isPastDate, matchesEventFilter } from './events';
import { CreateEventBody, EventListQuery, UpdateEventBody } from './schemas/events';
import { CreateProgramBody } from './schemas/programs';

const now = Date.parse('2026-06-01T12:00:00Z');
const image = { filename: 'e.png', mimetype: 'image/png', buffer: new Uint8Array([1]) };
const future = new Date(Date.now() + 86_400_000).toISOString();
const past = new Date(Date.now() - 60_000).toISOString();

describe('decision 16: past events count as archived', () => {
  it('archives by date or by flag', () => {
    expect(isEventArchived({ date: '2026-06-01T11:59:59Z' }, now)).toBe(true);
    expect(isEventArchived({ date: '2026-06-01T12:00:00Z' }, now)).toBe(false);
    expect(isEventArchived({ date: '2026-07-01T00:00:00Z', isArchived: true }, now)).toBe(true);
    expect(isPastDate('2026-06-01T11:00:00Z', now)).toBe(true);
  });

  it('filters: all, featured, free and paid list non-archived events; archived the others', () => {
    const up = { date: '2026-07-01T00:00:00Z', isFeatured: true, eventType: 'paid' };
    const gone = { ...up, date: '2026-05-01T00:00:00Z' };
    expect(['all', 'featured', 'paid'].map((f) => matchesEventFilter(up, f as 'all', now))).toEqual([true, true, true]);
    expect(matchesEventFilter(up, 'free', now)).toBe(false);
    expect(matchesEventFilter(up, 'archived', now)).toBe(false);
    expect(['all', 'featured', 'paid', 'free'].some((f) => matchesEventFilter(gone, f as 'all', now))).toBe(false);
    expect(matchesEventFilter(gone, 'archived', now)).toBe(true);
  });
});

describe('CreateEventBody (part 3 §5)', () => {
  const ok = { title: 'Demo Day', location: 'Lagos', date: future, eventType: 'free', image };
  const msg = (v: Record<string, unknown>) => CreateEventBody.safeParse({ ...ok, ...v }).error?.issues[0]?.message;
  it('accepts a free event and drops blank optional fields', () => {
    const e = CreateEventBody.parse({ ...ok, description: '', registrationUrl: '', paymentInstructions: '' });
    expect(e).toMatchObject({
      title: 'Demo Day',
      description: undefined,
      registrationUrl: undefined,
      paymentInstructions: undefined,
    });
    expect(CreateEventBody.parse({ ...ok, eventType: undefined }).eventType).toBe('free');
  });
  it.each([
    [{ title: ' ' }, 'Please enter an event title'],
    [{ location: '' }, 'Please enter an event location'],
    [{ date: '' }, 'Please select an event date'],
    [{ date: undefined }, 'Please select an event date'],
    [{ date: 'tomorrow' }, 'Please select a valid event date'],
    [{ date: past }, 'Event date cannot be in the past'],
    [{ image: undefined }, 'Please select an image for the event'],
    [{ eventType: 'paid' }, 'Please provide payment instructions for paid events'],
    [{ eventType: 'paid', paymentInstructions: '  ' }, 'Please provide payment instructions for paid events'],
    [{ eventType: 'vip' }, 'Event type must be free or paid'],
    [{ registrationUrl: 'not a url' }, 'Please enter a valid registration URL (http or https)'],
    [{ registrationUrl: 'javascript:alert(1)' }, 'Please enter a valid registration URL (http or https)'],
    [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
  ])('%o → %s', (v, m) => expect(msg(v)).toBe(m));
  it('keeps the payment instructions of a paid event', () => {
    expect(
      CreateEventBody.parse({ ...ok, eventType: 'paid', paymentInstructions: 'Pay by transfer' }).paymentInstructions,
    ).toBe('Pay by transfer');
  });
  it('reads the feature switch and the list filter', () => {
    expect(UpdateEventBody.parse({ isFeatured: 'true' })).toEqual({ isFeatured: true });
    expect(UpdateEventBody.safeParse({}).error?.issues[0]?.message).toBe('isFeatured must be true or false');
    expect(EventListQuery.safeParse({ filter: 'old' }).error?.issues[0]?.message).toBe(
      'filter must be one of all, featured, free, paid, archived',
    );
  });
});

describe('CreateProgramBody (part 3 §5)', () => {
  const ok = { title: 'Accelerator', description: 'Twelve weeks', programType: 'free', image };
  const msg = (v: Record<string, unknown>) => CreateProgramBody.safeParse({ ...ok, ...v }).error?.issues[0]?.message;
  it.each([
    [{ image: undefined }, 'Please upload an image'],
    [{ programType: 'paid' }, 'Payment instructions are required for paid programs'],
    [{ title: '' }, 'Please enter a program title'],
    [{ description: '' }, 'Please enter a program description'],
    [{ registrationUrl: 'ftp://x.org' }, 'Please enter a valid registration URL (http or https)'],
  ])('%o → %s', (v, m) => expect(msg(v)).toBe(m));
  it('accepts a paid program with instructions', () => {
    expect(
      CreateProgramBody.parse({
        ...ok,
        programType: 'paid',
        paymentInstructions: 'Pay',
        registrationUrl: 'https://x.org/apply',
      }),
    ).toMatchObject({ programType: 'paid', registrationUrl: 'https://x.org/apply' });
  });
});
