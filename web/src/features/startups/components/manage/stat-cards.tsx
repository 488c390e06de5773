import type { LucideIcon } from 'lucide-react';

export interface StatCard {
  label: string;
  value: number | null;
  icon: LucideIcon;
  /** Tailwind classes of the icon's badge. */
  tone: string;
}

/** A row of counts (the owner dashboard's four, the claim manager's three). */
export function StatCards({ cards, label }: { cards: readonly StatCard[]; label: string }) {
  return (
    <ul aria-label={label} className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label: name, value, icon: Icon, tone }) => (
        <li key={name} className="card flex items-center gap-3 p-4" data-testid="stat-card">
          <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-lg ${tone}`}>
            <Icon aria-hidden className="h-5 w-5" />
          </span>
          <span className="min-w-0">
            <span className="block text-2xl leading-tight font-bold tabular-nums">{value ?? '–'}</span>
            <span className="block text-xs text-muted">{name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
