import { describe, expect, it } from 'vitest';
import { fill, localePath, preferredLocale, splitLocale, templateOf } from './i18n';

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

describe('texts filled from a template', () => {
  it('are read back into their template and values', () => {
    const catalogue = { '{field} is required': [], '{field} must be at most {max} characters': [], Plain: [] };
    expect(fill('{field} must be at most {max} characters', { field: 'title', max: 80 })).toBe(
      'title must be at most 80 characters',
    );
    expect(templateOf(catalogue, 'title must be at most 80 characters')).toEqual([
      '{field} must be at most {max} characters',
      { field: 'title', max: '80' },
    ]);
    expect(templateOf(catalogue, 'email is required')).toEqual(['{field} is required', { field: 'email' }]);
    expect(templateOf(catalogue, 'Something else')).toBeUndefined();
  });
});
