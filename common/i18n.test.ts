import { describe, expect, it } from 'vitest';
import { localePath, preferredLocale, splitLocale } from './i18n';

describe('a page’s language from its address', () => {
  it('is French under /fr and English everywhere else', () => {
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/fr/')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/fr/blog/x')).toEqual({ locale: 'fr', path: '/blog/x' });
    expect(splitLocale('/blog')).toEqual({ locale: 'en', path: '/blog' });
    expect(splitLocale('/en/blog')).toEqual({ locale: 'en', path: '/en/blog' });
    expect(splitLocale('/de/blog')).toEqual({ locale: 'en', path: '/de/blog' });
    expect(splitLocale('/france')).toEqual({ locale: 'en', path: '/france' });
  });
  it('builds the address of a path in a language', () => {
    expect(localePath('/', 'fr')).toBe('/fr');
    expect(localePath('/blog?page=2', 'fr')).toBe('/fr/blog?page=2');
    expect(localePath('/blog', 'en')).toBe('/blog');
  });
});

describe('Accept-Language', () => {
  it('gives French only when French is preferred', () => {
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('*')).toBe('en');
    expect(preferredLocale('fr')).toBe('fr');
    expect(preferredLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(preferredLocale('en-GB,fr;q=0.9')).toBe('en');
    expect(preferredLocale('de,fr;q=0.9')).toBe('en');
    expect(preferredLocale('en;q=0.4,fr;q=0.6')).toBe('fr');
    expect(preferredLocale('fr;q=0')).toBe('en');
  });
});
