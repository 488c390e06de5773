// Part 3 §2.10: a signed-out visitor who starts a claim goes to /login; the claim page first keeps the pending
// claim (a token, the startup's id and the address typed) in session storage and comes back with a redirect=claim
// hint, then finishes the claim. Session storage: the tab's own, gone when it closes.
import { CLAIM_PENDING_STORAGE_KEY, CLAIM_REDIRECT_HINT } from '../../../../../common/startups';

export interface PendingClaim {
  token: string;
  startupId: string;
  email: string;
  /** Epoch ms; a pending claim older than half an hour is forgotten. */
  at: number;
}

const MAX_AGE_MS = 30 * 60 * 1000;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled
  }
}

export function savePendingClaim(startupId: string, email: string): PendingClaim {
  const token =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const pending: PendingClaim = { token, startupId, email, at: Date.now() };
  storage()?.setItem(CLAIM_PENDING_STORAGE_KEY, JSON.stringify(pending));
  return pending;
}

/** The pending claim of this startup, if one was kept (and is recent). */
export function readPendingClaim(startupId: string): PendingClaim | undefined {
  const raw = storage()?.getItem(CLAIM_PENDING_STORAGE_KEY);
  if (!raw) return undefined;
  try {
    const p = JSON.parse(raw) as Partial<PendingClaim>;
    if (p.startupId !== startupId || typeof p.email !== 'string' || typeof p.at !== 'number') return undefined;
    if (Date.now() - p.at > MAX_AGE_MS) return undefined;
    return p as PendingClaim;
  } catch {
    return undefined;
  }
}

export function clearPendingClaim() {
  storage()?.removeItem(CLAIM_PENDING_STORAGE_KEY);
}

/** Where /login sends the visitor back: the claim page with the redirect=claim hint. */
export const claimReturnSearch = `?redirect=${CLAIM_REDIRECT_HINT}`;
export const isClaimReturn = (params: URLSearchParams) => params.get('redirect') === CLAIM_REDIRECT_HINT;
