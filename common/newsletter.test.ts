import { describe, expect, it } from 'vitest';
import {
  isSignupExpired,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_MESSAGES as M,
  newsletterConfirmPath,
  newsletterOneClickPath,
  newsletterUnsubscribePath,
} from './newsletter';
import { ConfirmBody, OneClickBody, SendBody, SubscribeBody } from './schemas/newsletter';

const first = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('newsletter rules', () => {
  it('a signup expires 7 days after its link was mailed', () => {
    expect(NEWSLETTER_CONFIRM_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    const expires = Date.parse('2026-06-08T12:00:00Z');
    expect(isSignupExpired(new Date(expires), expires - 1)).toBe(false);
    expect(isSignupExpired(new Date(expires), expires)).toBe(true);
  });

  it('links: the confirm and unsubscribe pages, and the one-click address under /api', () => {
    expect(newsletterConfirmPath('a-b_c')).toBe('/newsletter/confirm/a-b_c');
    expect(newsletterUnsubscribePath('t')).toBe('/newsletter/unsubscribe/t');
    expect(newsletterOneClickPath('t')).toBe('/api/newsletter/unsubscribe/t');
  });

  it('signup: one message for every bad address; the address is trimmed and lower-cased', () => {
    expect(SubscribeBody.parse({ email: ' Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
    for (const email of ['', ' ', 'ada', 'ada@', 7, undefined])
      expect(first(SubscribeBody.safeParse({ email }))).toBe(M.invalidEmail);
  });

  it('send: subject and content required after trimming (part 3 §5), htmlContent empty by default', () => {
    expect(SendBody.parse({ subject: ' Hi ', content: 'Body' })).toEqual({
      subject: 'Hi',
      content: 'Body',
      htmlContent: '',
    });
    for (const body of [{}, { subject: 'x' }, { content: 'x' }, { subject: ' ', content: 'x' }])
      expect(first(SendBody.safeParse(body))).toBe(M.subjectContentRequired);
  });

  it('confirm and one-click bodies', () => {
    expect(first(ConfirmBody.safeParse({}))).toBe(M.tokenRequired);
    expect(OneClickBody.safeParse({ 'List-Unsubscribe': 'One-Click' }).success).toBe(true);
    expect(first(OneClickBody.safeParse({ 'List-Unsubscribe': 'one-click' }))).toBe(M.oneClickBody);
    expect(first(OneClickBody.safeParse(undefined))).toBe(M.oneClickBody);
  });
});
