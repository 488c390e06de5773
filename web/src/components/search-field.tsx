import { Search } from 'lucide-react';
import { inputClass } from './text-field';

/** The one search box: a magnifier, a labelled search input, the value and its change. */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  className = '',
  inputClassName = '',
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} pl-9 ${inputClassName}`}
      />
    </div>
  );
}
