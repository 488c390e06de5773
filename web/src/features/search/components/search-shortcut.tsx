import { Search } from 'lucide-react';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { t } from '../../../lib/i18n';
import { SEARCH_INPUT_ID } from './search-box';

/** What the search page reads from the navigation's state: focus the search box once there. */
export const FOCUS_SEARCH = { focusSearch: true } as const;

/** Focuses the search page's input when it is on screen; false when it is not. */
export function focusSearchInput(): boolean {
  const input = document.getElementById(SEARCH_INPUT_ID);
  if (!(input instanceof HTMLInputElement)) return false;
  input.focus();
  input.select();
  return true;
}

/** Typing in a field, where '/' is a character and not the shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The search shortcut, mounted once in the shell: '/' (when not typing in a field) or Ctrl/Cmd-K focuses the
 * search page's input, or opens /search and focuses it there.
 */
export function SearchShortcut() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey) return;
      const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !isTyping(e.target);
      const k = e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey) && !e.shiftKey;
      if (!slash && !k) return;
      e.preventDefault();
      if (!focusSearchInput()) void navigate('/search', { state: FOCUS_SEARCH });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);
  return null;
}

/**
 * The sidebar's Search: a link to /search that focuses the search box there (on the search page, it focuses the
 * box and keeps the current search).
 */
export function SearchNavLink({
  className,
  label,
  onNavigate,
}: {
  className(active: boolean): string;
  label: ReactNode;
  onNavigate?: () => void;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    if (focusSearchInput()) e.preventDefault();
  };
  return (
    <NavLink
      to="/search"
      state={FOCUS_SEARCH}
      onClick={onClick}
      aria-label={t('Search')}
      className={({ isActive }) => className(isActive)}
    >
      <Search aria-hidden className="h-5 w-5 shrink-0" />
      {label}
    </NavLink>
  );
}
