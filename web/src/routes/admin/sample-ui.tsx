// Small pieces shared by the admin sample-only screens (part 1 §2.8, part 3 §2.17).
import { useState } from 'react';
import { Tabs } from '../../components/tabs';

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
    <Tabs
      label={label}
      variant="subtle"
      items={options.map((o) => ({ value: o, label: o }))}
      value={value}
      onValueChange={onChange}
    />
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
