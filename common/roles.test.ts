import { describe, expect, it } from 'vitest';
import { hasRole, homeForRoles, isAdmin } from './roles';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  EMAIL_VERIFICATION_TTL_SECONDS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_RESET_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_EXPANDED_PX,
  UPLOAD_MAX_BYTES,
} from './constants';
import { RegisterBody } from './schemas/accounts';
import { PageQuery } from './schemas/pagination';

describe('roles (part 1 §6)', () => {
  it('sends admin and SuperAdmin to /admin and user to /user', () => {
    expect(homeForRoles(['SuperAdmin'])).toBe('/admin');
    expect(homeForRoles(['admin'])).toBe('/admin');
    expect(homeForRoles(['user'])).toBe('/user');
    expect(homeForRoles(undefined)).toBe('/user');
  });
  it('checks whether the roles contain a role', () => {
    expect(hasRole(['user', 'admin'], 'admin')).toBe(true);
    expect(hasRole(['user'], 'SuperAdmin')).toBe(false);
    expect(isAdmin(['user'])).toBe(false);
  });
});

describe('constants of the specification', () => {
  it('states the limits and lifetimes', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([8, 128]);
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(REFRESH_TOKEN_TTL_SECONDS).toBe(30 * 86400);
    expect(EMAIL_VERIFICATION_TTL_SECONDS).toBe(86400);
    expect(PASSWORD_RESET_TTL_SECONDS).toBe(3600);
    expect([SIDEBAR_COLLAPSED_PX, SIDEBAR_EXPANDED_PX]).toEqual([60, 200]);
  });
});

describe('schemas', () => {
  it('normalises the registration email and enforces the password length', () => {
    const ok = RegisterBody.parse({
      first_name: ' A ',
      last_name: 'B',
      email: ' X@Y.CO ',
      phone_number: '1',
      password: '12345678',
    });
    expect(ok.email).toBe('x@y.co');
    expect(ok.first_name).toBe('A');
    const short = RegisterBody.safeParse({
      first_name: 'A',
      last_name: 'B',
      email: 'x@y.co',
      phone_number: '1',
      password: '1234567',
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters long.');
  });
  it('pages default to 50 and cap at 100', () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, limit: 50 });
    expect(PageQuery.safeParse({ limit: '101' }).success).toBe(false);
  });
});
