import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { MobileDrawer } from '../../components/drawer';
import { HydrateLater } from '../../components/hydrate-later';
import { Logo, LogoMark } from '../../components/logo';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchNavLink, SearchShortcut } from '../../features/search/components/search-shortcut';
import { useAuth } from '../../lib/auth';
import { type NavItem, PUBLIC_ACCOUNT_NAV, PUBLIC_NAV, signedInNav } from './nav-items';
import { t } from '../../lib/i18n';
import { LanguageSwitcher } from './language-switcher';
import { LocaleOffer } from './locale-offer';

/**
 * The site sidebar: a 60px rail that widens to 200px on hover or keyboard focus on desktop,
 * a slide-in drawer on mobile (part 1 §2.4, part 3 §2.2). Each hydrates in a task of its own (hydrate-later.tsx).
 */
export function Sidebar() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, closing the menu on every navigation
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <HydrateLater>
        <SearchShortcut />
        <LocaleOffer />
        {/* Mobile top bar */}
        <header className="sticky top-0 z-40 flex h-14 items-center justify-between border-b border-line bg-surface/95 px-3 backdrop-blur md:hidden">
          <Link to="/" aria-label={t('AfriFounders home')}>
            <Logo />
          </Link>
          <NotificationBell className="ml-auto mr-3 rounded-lg p-2 text-muted hover:bg-black/5 hover:text-ink" />
          <MobileDrawer open={open} onOpenChange={setOpen}>
            <div className="flex h-14 items-center border-b border-line px-4">
              <Logo />
            </div>
            <SidebarBody expanded onNavigate={() => setOpen(false)} />
          </MobileDrawer>
        </header>
      </HydrateLater>

      {/* Desktop rail */}
      <HydrateLater>
        <aside className="group fixed inset-y-0 left-0 z-40 hidden w-[60px] flex-col overflow-hidden border-r border-line bg-surface transition-[width] duration-200 hover:w-[200px] hover:shadow-xl focus-within:w-[200px] focus-within:shadow-xl md:flex">
          <Link to="/" aria-label={t('AfriFounders home')} className="flex h-16 shrink-0 items-center gap-2 px-[14px]">
            <LogoMark className="h-8 w-8 shrink-0" />
            <span className="whitespace-nowrap text-lg font-bold opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
              {/* i18n-ignore: the brand */}
              Afri<span className="text-brand-600">Founders</span>
            </span>
          </Link>
          <SidebarBody />
        </aside>
      </HydrateLater>
    </>
  );
}

const labelClass = (expanded?: boolean) =>
  `whitespace-nowrap transition-opacity ${expanded ? '' : 'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100'}`;

function SidebarBody({ expanded, onNavigate }: { expanded?: boolean; onNavigate?: () => void }) {
  const { user, isAdmin, isSettled, logout } = useAuth();
  // Until the user is known, the entries keep their place but stay invisible (see AuthValue.isSettled).
  const pending = isSettled ? {} : { 'data-auth-pending': '', className: 'invisible' };
  const navigate = useNavigate();
  const items = user ? signedInNav(isAdmin) : PUBLIC_NAV;

  async function handleLogout() {
    onNavigate?.();
    // Leave a guarded page first, or its guard would send the signed-out user to /login.
    await navigate('/');
    await logout();
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col justify-between gap-4 overflow-y-auto py-3">
      <nav aria-label={t('Main')} {...pending}>
        <ul className="space-y-1 px-2">
          {items.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} expanded={expanded} onNavigate={onNavigate} />
            </li>
          ))}
          <li>
            <SearchNavLink
              className={itemClass}
              label={<span className={labelClass(expanded)}>{t('Search')}</span>}
              onNavigate={onNavigate}
            />
          </li>
        </ul>
      </nav>

      <div
        className={`space-y-1 border-t border-line px-2 pt-3 ${pending.className ?? ''}`}
        {...(isSettled ? {} : { 'data-auth-pending': '' })}
      >
        {user ? (
          <>
            <NotificationBell
              className={itemClass(false)}
              label={<span className={labelClass(expanded)}>{t('Notifications')}</span>}
            />
            <p className={`truncate px-2.5 py-1 text-xs text-muted ${labelClass(expanded)}`} title={user.email}>
              {user.email}
            </p>
            <button type="button" onClick={handleLogout} className={itemClass(false)}>
              <LogOut aria-hidden className="h-5 w-5 shrink-0" />
              <span className={labelClass(expanded)}>{t('Log out')}</span>
            </button>
          </>
        ) : (
          PUBLIC_ACCOUNT_NAV.map((item) => (
            <SidebarLink key={item.to} item={item} expanded={expanded} onNavigate={onNavigate} />
          ))
        )}
        <LanguageSwitcher
          className={itemClass(false)}
          label={(text) => <span className={labelClass(expanded)}>{text}</span>}
        />
      </div>
    </div>
  );
}

const itemClass = (active: boolean) =>
  `flex w-full items-center gap-3 rounded-lg px-2.5 py-2 text-sm font-medium transition-colors ${
    active ? 'bg-brand-50 text-brand-700' : 'text-muted hover:bg-black/5 hover:text-ink'
  }`;

function SidebarLink({ item, expanded, onNavigate }: { item: NavItem; expanded?: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.to === '/' || item.to === '/user' || item.to === '/admin'}
      onClick={onNavigate}
      className={({ isActive }) => itemClass(isActive)}
    >
      <Icon aria-hidden className="h-5 w-5 shrink-0" />
      <span className={labelClass(expanded)}>{t(item.label)}</span>
    </NavLink>
  );
}
