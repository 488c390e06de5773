import type { User } from '../../../common/schemas/accounts';
import type { UserRow } from './queries';

export function presentUser(u: UserRow): User {
  return {
    _id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    phone_number: u.phoneNumber,
    profileImage: u.profileImage,
    roles: u.roles as User['roles'],
    status: u.status,
    location: u.location,
    locale: u.locale,
    emailVerified: u.emailVerified,
    createdAt: u.createdAt.toISOString(),
  };
}
