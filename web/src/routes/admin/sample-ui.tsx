// Small pieces shared by the admin sample-only screens (part 1 §2.8, part 3 §2.17).
import { useState } from 'react';
import { Tabs } from '../../components/tabs';
import { formatNumber } from '../../lib/format';
import { msg, t } from '../../lib/i18n';

export const TIME_RANGES = ['7d', '30d', '90d', '12m'] as const;
const TIME_RANGE_LABELS: Record<(typeof TIME_RANGES)[number], string> = {
  '7d': msg('7d'),
  '30d': msg('30d'),
  '90d': msg('90d'),
  '12m': msg('12m'),
};

/** Tabs that only switch a local view: no server call. `labels` holds each option's text (a catalogue id). */
export function SampleTabs<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  labels: Record<NoInfer<T>, string>;
  value: NoInfer<T>;
  onChange: (v: NoInfer<T>) => void;
}) {
  return (
    <Tabs
      label={label}
      variant="subtle"
      items={options.map((o) => ({ value: o, label: t(labels[o]) }))}
      value={value}
      onValueChange={onChange}
    />
  );
}

export function TimeRangeTabs() {
  const [range, setRange] = useState<(typeof TIME_RANGES)[number]>('30d');
  return (
    <SampleTabs
      label={t('Time range')}
      options={TIME_RANGES}
      labels={TIME_RANGE_LABELS}
      value={range}
      onChange={setRange}
    />
  );
}

/** A sample percentage in the page's language: '+12.5%' or '+12,5 %' (a change, signed), '2.1%' or '2,1 %'. */
export const percent = (n: number, signed = true) =>
  t('{value}%', { value: `${signed && n > 0 ? '+' : ''}${formatNumber(n)}` });

export function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="card p-4">
      <p className="text-xs font-medium text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {note && <p className="mt-1 text-xs font-medium text-brand-700">{note}</p>}
    </div>
  );
}
