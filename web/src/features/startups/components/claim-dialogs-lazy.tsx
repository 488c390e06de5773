import { lazy, Suspense, useState } from 'react';
import type { ClaimDialogsProps } from './claim-dialogs';

const ClaimDialogs = lazy(() => import('./claim-dialogs'));

/** The claim modals, whose code (forms, their rules) loads when a claim step first opens. */
export function ClaimDialogsLazy(props: ClaimDialogsProps) {
  const [used, setUsed] = useState(props.step !== null);
  if (props.step !== null && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ClaimDialogs {...props} />
    </Suspense>
  );
}
