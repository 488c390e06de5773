import { Fragment, type ReactNode } from 'react';
import { t } from '../lib/i18n';

/** Stands for an element inside a translated text until the text is cut around it. */
const MARK = '\u2063';

/**
 * A translated sentence with elements in it (a link, a date, a bold word): `<RichText text={msg('We sent a link
 * to {email}.')} values={{ email: <strong>{email}</strong> }} />`. Each language places the elements where its
 * sentence needs them.
 */
export function RichText({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const args: Record<string, string | number> = {};
  const elements: ReactNode[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') args[name] = value;
    else {
      args[name] = `${MARK}${elements.length}${MARK}`;
      elements.push(value);
    }
  }
  const parts = t(text, args).split(MARK);
  return (
    <>
      {parts.map((part, i) =>
        // Odd parts are the elements' indexes.
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence, in a fixed order
        i % 2 ? <Fragment key={i}>{elements[Number(part)]}</Fragment> : part,
      )}
    </>
  );
}
