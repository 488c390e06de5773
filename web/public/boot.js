// Starts the app of a server-rendered page after the page has painted: the HTML and CSS (and the page's
// largest image) get the connection first, then the scripts load (preloaded in parallel) and hydrate.
const el = document.querySelector('script[data-entry]');
const start = () => {
  for (const href of (el.dataset.preload || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  import(el.dataset.entry);
};
requestAnimationFrame(() => setTimeout(start, 0));
