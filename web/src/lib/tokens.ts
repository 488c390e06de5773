// Session tokens live in localStorage (part 1 §3 'Auth session').
// Subscribers (the auth provider) are told whenever the access token changes.

const ACCESS = 'authToken';
const REFRESH = 'refreshToken';
const ROLE = 'userRole';

type Listener = () => void;

/** localStorage, or nothing while rendering on the server (the server renders the anonymous view). */
const store = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const listeners = new Set<Listener>();

function notify() {
  for (const l of listeners) l();
}

export const tokens = {
  access: (): string | null => store()?.getItem(ACCESS) ?? null,
  refresh: (): string | null => store()?.getItem(REFRESH) ?? null,
  role: (): string => store()?.getItem(ROLE) ?? 'user',
  set(access: string, refresh: string) {
    localStorage.setItem(ACCESS, access);
    localStorage.setItem(REFRESH, refresh);
    notify();
  },
  setRole(role: string) {
    localStorage.setItem(ROLE, role);
  },
  clear() {
    localStorage.removeItem(ACCESS);
    localStorage.removeItem(REFRESH);
    localStorage.removeItem(ROLE);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Full-page navigation outside React (a failed refresh sends the user home). An object so tests can spy on it. */
export const browser = {
  redirect(path: string) {
    window.location.assign(path);
  },
};
