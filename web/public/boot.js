// Starts the app of a server-rendered page after the page has painted: the HTML and CSS (and the page's
// largest image) get the connection first, then the scripts load (preloaded in parallel) and hydrate.
// Each preload link costs the main thread a little (~1 ms on a phone, and a page has ~30 modules): they are
// added in slices of a few milliseconds, one task each, so that starting never blocks a tap (issue 7's TBT).
const el = document.querySelector('script[data-entry]');
const hrefs = (el.dataset.preload || '').split(' ').filter(Boolean);
const start = () => {
  const until = performance.now() + 6;
  while (hrefs.length && performance.now() < until) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = hrefs.shift();
    link.crossOrigin = '';
    document.head.append(link);
  }
  if (hrefs.length) setTimeout(start, 0);
  else import(el.dataset.entry);
};
requestAnimationFrame(() => setTimeout(start, 0));
