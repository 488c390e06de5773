import {
  Bookmark,
  BookOpen,
  Building2,
  ClipboardList,
  Home,
  Info,
  LayoutDashboard,
  LogIn,
  type LucideIcon,
  UserPlus,
  Users,
} from 'lucide-react';
import { msg } from '../../../../common/i18n';
import { WATCHLIST_PATH } from '../../../../common/startups';

export interface NavItem {
  to: string;
  /** English; shown through t(). */
  label: string;
  icon: LucideIcon;
}

/** Public sidebar (part 1 §2.4, part 2 screen 11). */
export const PUBLIC_NAV: NavItem[] = [
  { to: '/', label: msg('Home'), icon: Home },
  { to: '/blog', label: msg('Blog'), icon: BookOpen },
  { to: '/communities', label: msg('Communities'), icon: Users },
  { to: '/startup', label: msg('Startups'), icon: Building2 },
  { to: '/about', label: msg('About'), icon: Info },
];

export const PUBLIC_ACCOUNT_NAV: NavItem[] = [
  { to: '/login', label: msg('Log in'), icon: LogIn },
  { to: '/registration', label: msg('Sign up'), icon: UserPlus },
];

/** Signed-in sidebar (part 3 §2.2; all links absolute, decision 20). */
export function signedInNav(isAdmin: boolean): NavItem[] {
  return [
    { to: '/', label: msg('Home'), icon: Home },
    { to: '/blog', label: msg('Blog'), icon: BookOpen },
    { to: '/about', label: msg('About'), icon: Info },
    { to: '/user/community', label: msg('Communities'), icon: Users },
    { to: '/startup', label: msg('Startups'), icon: Building2 },
    ...(isAdmin
      ? [{ to: '/admin', label: msg('Admin Dashboard'), icon: LayoutDashboard }]
      : [
          { to: '/user', label: msg('My Dashboard'), icon: LayoutDashboard },
          { to: '/user/applications', label: msg('My Applications'), icon: ClipboardList },
          { to: WATCHLIST_PATH, label: msg('My Watchlist'), icon: Bookmark },
        ]),
  ];
}
