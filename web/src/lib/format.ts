/** Dates are shown in en-US format (decision 2). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function initials(first?: string | null, last?: string | null): string {
  return `${first?.trim()[0] ?? ''}${last?.trim()[0] ?? ''}`.toUpperCase() || '?';
}

export function fullName(u: { first_name?: string | null; last_name?: string | null; name?: string | null }): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ') || u.name || '';
}
