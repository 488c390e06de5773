import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

export const inputClass =
  'block w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink placeholder:text-muted/70 shadow-xs transition-colors focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/25 aria-invalid:border-red-400 disabled:bg-canvas';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Content placed inside the input box on the right (the password toggle). */
  trailing?: ReactNode;
}

export function TextField({ label, hint, invalid, trailing, id, className = '', ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          className={`${inputClass} ${trailing ? 'pr-11' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled text area, styled like TextField. */
export function TextAreaField({
  label,
  id,
  className = '',
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; ref?: Ref<HTMLTextAreaElement> }) {
  const autoId = useId();
  const areaId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={areaId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <textarea id={areaId} className={inputClass} {...area} />
    </div>
  );
}

/** A labelled select of plain string options (shown capitalised), styled like TextField. */
export function SelectField({
  label,
  options,
  id,
  className = '',
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly string[];
  ref?: Ref<HTMLSelectElement>;
}) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={selectId} className={`${inputClass} capitalize`} {...select}>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}
