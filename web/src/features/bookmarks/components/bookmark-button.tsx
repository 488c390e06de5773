import { Bookmark } from 'lucide-react';
import { BOOKMARK_MESSAGES as M, type BookmarkKind } from '../../../../../common/bookmarks';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { t } from '../../../lib/i18n';
import { useLoginRedirect } from '../../../lib/sign-in';
import { useBookmarked, useToggleBookmark } from '../api';

/** One width whatever the label ('Save', 'Saved'), so pressing it moves nothing either. */
const WIDTH = { sm: 'w-[5.75rem]', md: 'w-[6.5rem]' } as const;

/**
 * 'Save' / 'Saved' (issue 17): a toggle (aria-pressed) that keeps an item on the member's Bookmarks page. Its box
 * has one fixed size, drawn invisible until the state is known (the signed-in state after hydration, then whether
 * the item is saved), so it neither moves the page nor shows a wrong state first. A visitor who presses it goes
 * to /login and comes back.
 */
export function BookmarkButton({
  kind,
  id,
  variant = 'secondary',
  size = 'sm',
  className = '',
}: {
  kind: BookmarkKind;
  id: string;
  /** 'ghost' beside a post's Like and Comments. */
  variant?: 'secondary' | 'ghost';
  /** 'md' beside a page's other md buttons (the event page's Register). */
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { isSettled, isAuthenticated } = useAuth();
  const saved = useBookmarked(kind, id);
  const toggle = useToggleBookmark(kind, id);
  const toLogin = useLoginRedirect();
  const [toast, notify] = useToast();
  const ready = isSettled && (!isAuthenticated || !saved.isPending);
  // While a change is on its way the button shows where it is going.
  const pressed = isAuthenticated && (toggle.isPending ? toggle.variables === true : saved.data === true);

  const onClick = () => {
    if (!isAuthenticated) return toLogin(t(M.saveLogin));
    toggle.mutate(!pressed, { onError: (err) => notify('error', errorMessage(err, t(M.saveFailed))) });
  };
  return (
    <>
      <Button
        size={size}
        variant={variant}
        aria-pressed={pressed}
        aria-busy={toggle.isPending || undefined}
        disabled={toggle.isPending}
        title={pressed ? t('Remove from your bookmarks') : t('Save for later')}
        onClick={onClick}
        className={`${WIDTH[size]} shrink-0 ${ready ? '' : 'invisible'} ${pressed ? 'text-brand-700' : variant === 'ghost' ? 'text-muted' : ''} ${className}`}
        data-testid="bookmark-button"
      >
        <Bookmark aria-hidden className="h-4 w-4" fill={pressed ? 'currentColor' : 'none'} />
        {pressed ? t(M.saved) : t(M.save)}
      </Button>
      {toast}
    </>
  );
}
