import { useEffect, useState } from 'react';
import { ANONYMOUS_OVERLAY_MS } from '../../../../common/articles';

/** After ANONYMOUS_OVERLAY_MS on the page, an anonymous reader gets the blur and the sign-in prompt (part 2 §4). */
export function useAnonymousOverlay(anonymous: boolean) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!anonymous) {
      setShown(false);
      return;
    }
    const t = setTimeout(() => setShown(true), ANONYMOUS_OVERLAY_MS);
    return () => clearTimeout(t);
  }, [anonymous]);
  return shown;
}
