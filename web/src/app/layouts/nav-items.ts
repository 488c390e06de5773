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
import { WATCHLIST_PATH } from '../../../../common/startups';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** Public sidebar (part 1 §2.4, part 2 screen 11). */
export const PUBLIC_NAV: NavItem[] = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/blog', label: 'Blog', icon: BookOpen },
  { to: '/communities', label: 'Communities', icon: Users },
  { to: '/startup', label: 'Startups', icon: Building2 },
  { to: '/about', label: 'About', icon: Info },
];

export const PUBLIC_ACCOUNT_NAV: NavItem[] = [
  { to: '/login', label: 'Log in', icon: LogIn },
  { to: '/registration', label: 'Sign up', icon: UserPlus },
];

/** Signed-in sidebar (part 3 §2.2; all links absolute, decision 20). */
export function signedInNav(isAdmin: boolean): NavItem[] {
  return [
    { to: '/', label: 'Home', icon: Home },
    { to: '/blog', label: 'Blog', icon: BookOpen },
    { to: '/about', label: 'About', icon: Info },
    { to: '/user/community', label: 'Communities', icon: Users },
    { to: '/startup', label: 'Startups', icon: Building2 },
    ...(isAdmin
      ? [{ to: '/admin', label: 'Admin Dashboard', icon: LayoutDashboard }]
      : [
          { to: '/user', label: 'My Dashboard', icon: LayoutDashboard },
          { to: '/user/applications', label: 'My Applications', icon: ClipboardList },
          { to: WATCHLIST_PATH, label: 'My Watchlist', icon: Bookmark },
        ]),
  ];
}
