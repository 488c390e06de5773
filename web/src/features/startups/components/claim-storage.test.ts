import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPendingClaim, isClaimReturn, readPendingClaim, savePendingClaim } from './claim-storage';

const ID = '00000000-0000-4000-8000-000000000001';

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('the pending claim in session storage (part 3 §2.10)', () => {
  it('keeps a token, the startup id and the address under pendingClaim, for that startup only', () => {
    const saved = savePendingClaim(ID, 'ceo@acme.africa');
    expect(JSON.parse(sessionStorage.getItem('pendingClaim') ?? '{}')).toEqual(saved);
    expect(saved.token).toMatch(/\S{8,}/);
    expect(readPendingClaim(ID)).toMatchObject({ startupId: ID, email: 'ceo@acme.africa' });
    expect(readPendingClaim('00000000-0000-4000-8000-000000000002')).toBeUndefined();
    clearPendingClaim();
    expect(readPendingClaim(ID)).toBeUndefined();
  });

  it('forgets a pending claim after 30 minutes, and ignores what it cannot read', () => {
    vi.useFakeTimers();
    savePendingClaim(ID, 'ceo@acme.africa');
    vi.advanceTimersByTime(29 * 60 * 1000);
    expect(readPendingClaim(ID)).toBeDefined();
    vi.advanceTimersByTime(2 * 60 * 1000);
    expect(readPendingClaim(ID)).toBeUndefined();
    sessionStorage.setItem('pendingClaim', '{not json');
    expect(readPendingClaim(ID)).toBeUndefined();
  });

  it('recognises the redirect=claim hint', () => {
    expect(isClaimReturn(new URLSearchParams('redirect=claim'))).toBe(true);
    expect(isClaimReturn(new URLSearchParams('redirect=other'))).toBe(false);
  });
});
