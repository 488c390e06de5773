import { describe, expect, it } from 'vitest';
import { AdminCreateStartupBody, ClaimFormStartupBody, CreateStartupBody, VerifyStartupBody } from './schemas/startups';
import { VerifyClaimBody } from './schemas/startup-claims';
import { SearchSimilarQuery } from './schemas/startup-lists';
import {
  ADMIN_FUNDING_STAGES,
  CLAIM_FORM_FUNDING_STAGES,
  CLAIM_FORM_INDUSTRIES,
  claimEmailAllowed,
  fundingStageKey,
  fundingStageLabel,
  isClaimable,
  locationKey,
  OWNER_FUNDING_STAGES,
  STARTUP_INDUSTRIES,
  STARTUP_MESSAGES as M,
  truncateDirectoryDescription,
  websiteDomain,
} from './startups';

const logo = { filename: 'l.svg', mimetype: 'image/svg+xml', buffer: new Uint8Array([1]) };
const fields = { name: 'Acme', description: 'Things', industry: 'Technology' };
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? undefined : r.error!.issues[0]!.message;

describe('option lists (part 3 §3)', () => {
  it('keeps each form its own list', () => {
    expect(STARTUP_INDUSTRIES).toHaveLength(13);
    expect(CLAIM_FORM_INDUSTRIES.at(-1)).toBe('Other');
    expect(ADMIN_FUNDING_STAGES).toContain('Series D+');
    expect(OWNER_FUNDING_STAGES).toEqual(['pre-seed', 'seed', 'series-a', 'series-b', 'series-c', 'ipo']);
    expect(CLAIM_FORM_FUNDING_STAGES).toContain('Growth');
  });

  it('one key and label for the spellings of a stage', () => {
    expect(fundingStageKey('Series A')).toBe(fundingStageKey('series-a'));
    expect(fundingStageKey('Pre-Seed')).toBe(fundingStageKey('Pre-seed'));
    expect(fundingStageLabel('series-a')).toBe('Series A');
    expect(fundingStageLabel('pre-seed')).toBe('Pre-Seed');
    expect(locationKey('Lagos, Nigeria')).toBe('nigeria');
    expect(locationKey('Nigeria')).toBe('nigeria');
  });
});

describe('claims (decision 17)', () => {
  const s = { contactEmail: 'Hello@Acme.africa', website: 'https://www.acme.co.ke/about' };
  it('allows the contact email and addresses at the website domain only', () => {
    expect(claimEmailAllowed('hello@acme.africa', s)).toBe(true);
    expect(claimEmailAllowed('ceo@acme.co.ke', s)).toBe(true);
    expect(claimEmailAllowed('ceo@evil-acme.co.ke', s)).toBe(false);
    expect(claimEmailAllowed('ceo@mail.acme.co.ke', s)).toBe(false);
    expect(claimEmailAllowed('someone@gmail.com', s)).toBe(false);
    expect(claimEmailAllowed('x@acme.co.ke', { contactEmail: null, website: null })).toBe(false);
    expect(websiteDomain('acme.io')).toBe('acme.io');
    expect(websiteDomain('not a url')).toBeUndefined();
  });

  it('only admin-created startups not yet claimed, with an address for the code, can be claimed', () => {
    const at = { contactEmail: 'hello@acme.africa' };
    expect(isClaimable({ ...at, isAdminCreated: true, claimStatus: 'unclaimed' })).toBe(true);
    expect(isClaimable({ ...at, isAdminCreated: true, claimStatus: 'pending_claim' })).toBe(true);
    expect(isClaimable({ ...at, isAdminCreated: true, claimStatus: 'claimed' })).toBe(false);
    expect(isClaimable({ ...at, isAdminCreated: false, claimStatus: 'unclaimed' })).toBe(false);
    // A code needs somewhere to go: a contact email or a website's domain.
    const open = { isAdminCreated: true, claimStatus: 'unclaimed' } as const;
    expect(isClaimable({ ...open, contactEmail: null, website: 'https://www.acme.africa' })).toBe(true);
    expect(isClaimable({ ...open, contactEmail: '', website: '' })).toBe(false);
    expect(isClaimable({ ...open, contactEmail: null, website: null })).toBe(false);
  });

  it('strips spaces from the code, at most 50 characters, not blank', () => {
    expect(VerifyClaimBody.parse({ token: ' 123 456 ' })).toEqual({ token: '123456' });
    expect(firstMessage(VerifyClaimBody.safeParse({ token: '  ' }))).toBe(M.codeRequired);
    expect(VerifyClaimBody.safeParse({ token: '1'.repeat(51) }).success).toBe(false);
  });
});

describe('schemas', () => {
  it('splits founders, drops blanks, requires the owner form logo', () => {
    const r = CreateStartupBody.parse({ ...fields, founders: 'Ada, , Kofi ', logo });
    expect(r.founders).toEqual(['Ada', 'Kofi']);
    expect(firstMessage(CreateStartupBody.safeParse(fields))).toBe(M.logoRequired);
    expect(AdminCreateStartupBody.safeParse(fields).success).toBe(true);
  });

  it('the admin claim form asks for its required fields with one message', () => {
    expect(firstMessage(ClaimFormStartupBody.safeParse({ ...fields, name: '' }))).toBe(M.requiredFields);
    expect(firstMessage(ClaimFormStartupBody.safeParse(fields))).toBe(M.requiredFields);
    expect(ClaimFormStartupBody.safeParse({ ...fields, contactEmail: 'a@acme.africa' }).success).toBe(true);
  });

  it('a rejection needs a reason; status defaults to verified', () => {
    expect(VerifyStartupBody.parse({})).toEqual({ status: 'verified' });
    expect(firstMessage(VerifyStartupBody.safeParse({ status: 'rejected', rejectionReason: ' ' }))).toBe(
      M.rejectionReasonRequired,
    );
  });

  it('search-similar: limit 8 by default', () => {
    expect(SearchSimilarQuery.parse({ q: 'solar' })).toEqual({ q: 'solar', limit: 8 });
  });
});

it('cuts a directory description longer than 120 characters to 70 (part 3 §9)', () => {
  expect(truncateDirectoryDescription('a'.repeat(120))).toBe('a'.repeat(120));
  expect(truncateDirectoryDescription('a'.repeat(121))).toBe(`${'a'.repeat(70)}...`);
});
