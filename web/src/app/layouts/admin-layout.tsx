import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { SearchNavLink, SearchShortcut } from '../../features/search/components/search-shortcut';
import {
  BarChart3,
  Building2,
  CalendarDays,
  CreditCard,
  FileText,
  GraduationCap,
  Home,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  Mail,
  Megaphone,
  Newspaper,
  PlaySquare,
  Settings,
  ShieldCheck,
  Star,
  UserCircle,
  Users,
  UsersRound,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Avatar } from '../../components/avatar';
import { MobileDrawer } from '../../components/drawer';
import { Logo } from '../../components/logo';
import { useAuth } from '../../lib/auth';
import { msg, t } from '../../lib/i18n';
import { RequireRole } from '../guards';
import { LanguageSwitcher } from './language-switcher';

const ADMIN_NAV: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/admin', label: msg('Dashboard'), icon: LayoutDashboard },
  { to: '/admin/users', label: msg('Users'), icon: Users },
  { to: '/admin/articles', label: msg('Articles'), icon: Newspaper },
  { to: '/admin/featured-posts', label: msg('Featured Posts'), icon: Star },
  { to: '/admin/communities', label: msg('Communities'), icon: UsersRound },
  { to: '/admin/content', label: msg('Content'), icon: FileText },
  { to: '/admin/media', label: msg('Media'), icon: PlaySquare },
  { to: '/admin/event', label: msg('Events'), icon: CalendarDays },
  { to: '/admin/program', label: msg('Programs'), icon: GraduationCap },
  { to: '/admin/newsletter', label: msg('Newsletter'), icon: Mail },
  { to: '/admin/startup', label: msg('Startups'), icon: Building2 },
  { to: '/admin/startupClaim', label: msg('Startup Claims'), icon: ShieldCheck },
  { to: '/admin/revenue', label: msg('Revenue'), icon: CreditCard },
  { to: '/admin/ads', label: msg('Ads'), icon: Megaphone },
  { to: '/admin/settings', label: msg('Settings'), icon: Settings },
  { to: '/admin/profile', label: msg('Profile'), icon: UserCircle },
];

export default function AdminLayout() {
  return (
    <RequireRole area="/admin">
      <AdminFrame />
    </RequireRole>
  );
}

function AdminFrame() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, closing the menu on every navigation
  useEffect(() => setOpen(false), [pathname]);

  return (
    <div className="min-h-screen lg:pl-60">
      <SearchShortcut />
      <aside className="fixed inset-y-0 left-0 z-40 hidden w-60 flex-col border-r border-line bg-surface lg:flex">
        <Link to="/admin" className="flex h-16 shrink-0 items-center px-5" aria-label={t('Admin dashboard')}>
          <Logo />
        </Link>
        <AdminNav />
      </aside>

      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-surface/95 px-4 backdrop-blur sm:px-6">
        <div className="lg:hidden">
          <MobileDrawer open={open} onOpenChange={setOpen} title={t('Admin menu')}>
            <div className="flex h-16 items-center px-5">
              <Logo />
            </div>
            <AdminNav onNavigate={() => setOpen(false)} />
          </MobileDrawer>
        </div>
        <p className="flex items-center gap-1.5 text-sm font-semibold text-muted">
          <BarChart3 aria-hidden className="h-4 w-4 text-brand-600" /> {t('Admin')}
        </p>
        <div className="ml-auto flex items-center gap-4">
          <SearchNavLink
            className={(active) =>
              `flex items-center gap-2 rounded-lg p-2 text-sm font-medium hover:bg-black/5 hover:text-ink ${active ? 'text-ink' : 'text-muted'}`
            }
            label={
              <>
                <span className="hidden sm:inline">{t('Search')}</span>
                <kbd aria-hidden className="hidden rounded border border-line px-1.5 text-xs text-muted md:inline">
                  /
                </kbd>
              </>
            }
          />
          <NotificationBell className="rounded-lg p-2 text-muted hover:bg-black/5 hover:text-ink" />
          <AdminGreeting />
        </div>
      </header>

      <main id="main" className="px-4 py-6 sm:px-6 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}

function AdminGreeting() {
  const { user } = useAuth();
  if (!user) return <p className="text-sm text-muted">{t('Hello! Sign in to Explore freely')}</p>;
  return (
    <div className="flex items-center gap-3">
      <span className="hidden text-right text-sm sm:block">
        <span className="block font-semibold">
          {user.first_name} {user.last_name}
        </span>
        <span className="block text-xs text-muted">
          {user.roles.includes('SuperAdmin') ? t('Super admin') : t('Admin')}
        </span>
      </span>
      <Avatar src={user.profileImage} first={user.first_name} last={user.last_name} />
    </div>
  );
}

function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="flex min-h-0 flex-1 flex-col justify-between overflow-y-auto pb-4">
      <nav aria-label={t('Admin')}>
        <ul className="space-y-0.5 px-3 py-2">
          {ADMIN_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/admin'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-muted hover:bg-black/5 hover:text-ink'
                  }`
                }
              >
                <Icon aria-hidden className="h-4 w-4 shrink-0" />
                {t(label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-0.5 border-t border-line px-3 pt-3">
        <Link
          to="/"
          onClick={onNavigate}
          className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-black/5 hover:text-ink"
        >
          <Home aria-hidden className="h-4 w-4" /> {t('Back to site')}
        </Link>
        <LanguageSwitcher className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-black/5 hover:text-ink" />
        <button
          type="button"
          onClick={async () => {
            onNavigate?.();
            // Leave the guarded admin area first, or its guard would send the user to /login.
            await navigate('/');
            await logout();
          }}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-muted hover:bg-black/5 hover:text-ink"
        >
          <LogOut aria-hidden className="h-4 w-4" /> {t('Log out')}
        </button>
      </div>
    </div>
  );
}
