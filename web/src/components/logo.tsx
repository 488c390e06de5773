export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" fill="#0e7a58" />
      <path
        d="M9 23 16 8l7 15"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="16" cy="19" r="2.4" fill="#f7b538" />
    </svg>
  );
}

/** The product logo: mark plus word mark. The accessible name is the product's name. */
export function Logo({ withText = true, className = '' }: { withText?: boolean; className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark />
      {withText ? (
        <span className="text-lg font-bold tracking-tight text-ink">
          {/* i18n-ignore */}
          Afri<span className="text-brand-600">Founders</span>
        </span>
      ) : (
        // i18n-ignore
        <span className="sr-only">AfriFounders</span>
      )}
    </span>
  );
}
