// The home page's newsletter signup (part 1 §2.5 item 6). The home page is over its first-load budget, so
// this module holds only the section and the form's markup: the form's code (lib/light-form.ts, the call, the
// states and messages of part 1 §4, §5, §8) is its own chunk, loaded when the section comes near the screen
// or is first touched. Until then, as before hydration, the same form shows with its button disabled.
import {
  type ComponentProps,
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Button } from '../../../components/button';
import { t } from '../../../lib/i18n';

/** What the loaded form takes over from the placeholder: what was typed and whether the input had the focus. */
export interface SignupStart {
  email: string;
  focused: boolean;
}

const loadForm = () => import('./newsletter-signup-form').then((m) => m.NewsletterSignupForm);

export function NewsletterSection() {
  const [Form, setForm] = useState<ComponentType<{ start: SignupStart }> | null>(null);
  const [start, setStart] = useState<SignupStart>({ email: '', focused: false });
  const section = useRef<HTMLElement>(null);
  const requested = useRef(false);

  // Stable: it reads only refs and sets state; a second call does nothing.
  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadForm()
      .then((F) => {
        const input = section.current?.querySelector('input');
        setStart({ email: input?.value ?? '', focused: !!input && input === document.activeElement });
        setForm(() => F);
      })
      .catch((err) => {
        requested.current = false;
        console.error('Failed to load the newsletter form', err);
      });
  }, []);

  useEffect(() => {
    const el = section.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      load();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
      rootMargin: '600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [load]);

  return (
    <section
      ref={section}
      id="newsletter"
      aria-labelledby="newsletter-heading"
      className="container-page pb-16 sm:pb-20"
      onFocus={load}
      onPointerDown={load}
    >
      <div className="card grid gap-6 bg-gradient-to-br from-brand-50 to-surface p-6 sm:p-10 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div>
          <h2 id="newsletter-heading" className="text-2xl font-bold sm:text-3xl">
            {t('Subscribe to our newsletter')}
          </h2>
          <p className="mt-2 text-sm text-muted sm:text-base">
            {t(
              'Founder stories, events and opportunities from across Africa in your inbox. No spam; unsubscribe with one click.',
            )}
          </p>
        </div>
        <div className="min-w-0">
          {Form ? (
            <Form start={start} />
          ) : (
            <SignupFields>
              <Button type="submit" size="lg" disabled>
                {t('Subscribe')}
              </Button>
            </SignupFields>
          )}
          <noscript>
            <p className="mt-3 text-sm text-muted">
              {t('Subscribing needs JavaScript. Please turn it on in your browser.')}
            </p>
          </noscript>
        </div>
      </div>
    </section>
  );
}

/**
 * The signup form's markup, shared by the placeholder and the loaded form so that one replaces the other
 * without a visible change. `form` is spread on the <form>, `input` on the email input.
 */
export function SignupFields({
  form,
  input,
  message,
  children,
}: {
  form?: ComponentProps<'form'> & { 'data-ready'?: string };
  input?: ComponentProps<'input'>;
  message?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form {...form} className="space-y-3" aria-label={t('Newsletter signup')}>
      {message}
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('Email address')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('Enter your email')}
          required
          // Not TextField's class: that would bring the text-field module into the home page's first load.
          className="h-12 w-full rounded-lg border border-line bg-surface px-4 text-base shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-500/25 focus:outline-none aria-invalid:border-red-400 sm:flex-1"
          {...input}
        />
        {children}
      </div>
    </form>
  );
}
