import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { NEWSLETTER_STATUS_MESSAGE_MS } from '../../../../../common/newsletter';
import { Alert } from '../../../components/alert';

type Tone = 'success' | 'error';

/**
 * The newsletter manager's status message (part 3 §2.4, §4): an outcome shown above its form that disappears
 * after NEWSLETTER_STATUS_MESSAGE_MS (5 s); a new message restarts the delay.
 */
export function useStatusMessage(): [ReactNode, (tone: Tone, text: string) => void] {
  const [message, setMessage] = useState<{ id: number; tone: Tone; text: string } | null>(null);
  const show = useCallback((tone: Tone, text: string) => setMessage((m) => ({ id: (m?.id ?? 0) + 1, tone, text })), []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), NEWSLETTER_STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const node = message ? (
    <Alert key={message.id} tone={message.tone}>
      {message.text}
    </Alert>
  ) : null;
  return [node, show];
}
