import { StatusBadge } from './status-badge';

/** The free/paid badge of an event or a program. */
export function PriceBadge({ type }: { type: 'free' | 'paid' }) {
  return <StatusBadge status={type} tone={type === 'paid' ? 'warn' : 'good'} />;
}
