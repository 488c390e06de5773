import type { Community } from '../../../common/schemas/communities';
import type { ClubRow } from './queries';

export function presentClub(c: ClubRow): Community {
  return {
    _id: c.id,
    name: c.name,
    description: c.description,
    image: c.image,
    status: c.status,
    articlesCount: c.articlesCount,
    memberCount: c.memberCount,
    isPrivate: c.isPrivate,
    createdAt: c.createdAt.toISOString(),
    creator: c.creatorFirstName
      ? { name: `${c.creatorFirstName} ${c.creatorLastName ?? ''}`.trim(), avatar: c.creatorAvatar }
      : null,
  };
}
