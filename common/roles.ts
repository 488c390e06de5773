import { ADMIN_ROLES, type Role } from './constants';

/** A role check tests whether the user's roles contain a given role (part 1 §6). */
export function hasRole(roles: readonly string[] | undefined, role: Role): boolean {
  return !!roles?.includes(role);
}

export function isAdmin(roles: readonly string[] | undefined): boolean {
  return ADMIN_ROLES.some((r) => hasRole(roles, r));
}

/** Where a user lands after signing in (part 1 §2.2). */
export function homeForRoles(roles: readonly string[] | undefined): '/admin' | '/user' {
  return isAdmin(roles) ? '/admin' : '/user';
}
