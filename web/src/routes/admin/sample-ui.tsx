// Small pieces shared by the admin sample-only screens (part 1 §2.8, part 3 §2.17).
import { useState } from 'react';

export const TIME_RANGES = ['7d', '30d', '90d', '12m'] as const;

/** Tabs that only switch a local view: no server call. */
export function SampleTabs<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: NoInfer<T>;
  onChange: (v: NoInfer<T>) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-canvas p-1">
      {options.map((o) => (
        <button
          key={o}
          type="button"
          role="tab"
          aria-selected={value === o}
          onClick={() => onChange(o)}
          className={`rounded-md px-3 py-1 text-sm font-medium capitalize ${
            value === o ? 'bg-surface text-ink shadow-sm' : 'text-muted hover:text-ink'
          }`}
        >
          {o}
        </button>
      ))}
    </div>
  );
}

export function TimeRangeTabs() {
  const [range, setRange] = useState<(typeof TIME_RANGES)[number]>('30d');
  return <SampleTabs label="Time range" options={TIME_RANGES} value={range} onChange={setRange} />;
}

export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="card p-4">
      <p className="text-xs font-medium text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {note && <p className="mt-1 text-xs font-medium text-brand-700">{note}</p>}
    </div>
  );
}
