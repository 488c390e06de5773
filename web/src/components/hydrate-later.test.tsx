import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { AuthProvider, useAuth } from '../lib/auth';
import { firstHydration, nextTask, settleHydration } from '../lib/use-hydrated';
import { HydrateLater, HydrateLaterEach, hydrateLaterParts, ITEMS_PER_PART } from './hydrate-later';

function Counter({ name }: { name: string }) {
  // Known once the page has hydrated (a visitor here); the server renders it unknown.
  const { isSettled } = useAuth();
  const [count, setCount] = useState(0);
  return (
    <button type="button" className={isSettled ? 'live' : 'waiting'} onClick={() => setCount((c) => c + 1)}>
      {name} {count}
    </button>
  );
}

const client = new QueryClient();

function App() {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Page />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function Page() {
  return (
    <main>
      <Counter name="page" />
      <ul>
        <HydrateLater withPage>
          <li>first</li>
        </HydrateLater>
        <HydrateLater>
          <li>
            <Counter name="later" />
          </li>
        </HydrateLater>
      </ul>
    </main>
  );
}

afterEach(() => {
  firstHydration.running = false;
  settleHydration();
  document.body.innerHTML = '';
});

/** The server's HTML of a page, in the document. */
function serverPage(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** Hydrates the page the way main.tsx does: the first hydration, its effects' task, then settled. */
async function hydrateFirst(root: HTMLElement, app: ReactNode) {
  firstHydration.running = true;
  firstHydration.settled = false;
  hydrateRoot(root, app);
  firstHydration.running = false;
  await nextTask();
  settleHydration();
}

it("keeps a part's server HTML, hydrates it in a later task as the server rendered it, then as it should", async () => {
  const html = renderToString(<App />);
  // The server marks each part with comments; no element is added (the parts here are list items).
  expect(html).toContain('<ul><!--$s--><li>first</li><!--/$s--><!--$s--><li><button');
  const root = serverPage(html);
  const later = root.querySelectorAll('button')[1]!;
  expect(later.className).toBe('waiting');

  await hydrateFirst(root, <App />);
  await nextTask();

  // The page is live; the part is still the server's HTML, and a click on it does nothing yet.
  const page = root.querySelectorAll('button')[0]!;
  page.click();
  await nextTask();
  expect(page.textContent).toBe('page 1');
  expect(page.className).toBe('live');
  later.click();
  await nextTask();
  expect(later.textContent).toBe('later 0');

  await hydrateLaterParts();
  await nextTask();
  // The same nodes, hydrated, and their attributes corrected once the part had hydrated (Preact leaves
  // attributes alone while hydrating).
  expect(root.querySelectorAll('button')[1]).toBe(later);
  expect(root.querySelectorAll('li')).toHaveLength(2);
  expect(later.className).toBe('live');
  later.click();
  await nextTask();
  expect(later.textContent).toBe('later 1');
});

/** Records when it is hydrated (its layout effect runs as its part hydrates). */
function Probe({ name, hydrated }: { name: string; hydrated: string[] }) {
  useLayoutEffect(() => {
    hydrated.push(name);
  }, [hydrated, name]);
  return <Counter name={name} />;
}

it('hydrates a part inside a part in a task of its own, right after the part around it; a first part first', async () => {
  const hydrated: string[] = [];
  const Nested = () => (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <HydrateLater>
          <Probe name="sidebar" hydrated={hydrated} />
        </HydrateLater>
        <main>
          <HydrateLater first>
            <Probe name="page" hydrated={hydrated} />
            <ul>
              <HydrateLater>
                <li>
                  <Probe name="card" hydrated={hydrated} />
                </li>
              </HydrateLater>
            </ul>
          </HydrateLater>
          <HydrateLater>
            <Probe name="footer" hydrated={hydrated} />
          </HydrateLater>
        </main>
      </AuthProvider>
    </QueryClientProvider>
  );
  const html = renderToString(<Nested />);
  expect(html).toContain('sidebar 0</button><!--/$s--><main><!--$s--><button');
  expect(html).toContain('<ul><!--$s--><li><button');
  const root = serverPage(html);
  const buttons = [...root.querySelectorAll('button')];

  await hydrateFirst(root, <Nested />);
  expect(hydrated).toEqual([]);

  // One part per task: the page (first), then the card inside it, then the sidebar and the footer.
  const parts = hydrateLaterParts();
  await nextTask();
  expect(hydrated).toEqual(['page']);
  await nextTask();
  expect(hydrated).toEqual(['page', 'card']);
  await nextTask();
  expect(hydrated).toEqual(['page', 'card', 'sidebar']);
  await parts;
  expect(hydrated).toEqual(['page', 'card', 'sidebar', 'footer']);
  await nextTask();

  // The server's nodes were kept, and each part works.
  expect([...root.querySelectorAll('button')]).toEqual(buttons);
  for (const button of buttons) {
    expect(button.className).toBe('live');
    button.click();
  }
  await nextTask();
  expect(buttons.map((b) => b.textContent)).toEqual(['sidebar 1', 'page 1', 'card 1', 'footer 1']);
});

it("hydrates a list's items a few to a part, and keeps each item's part when items come before and after", async () => {
  const hydrated: string[] = [];
  const names = (n: number) => Array.from({ length: n }, (_, i) => `item${i}`);
  let setItems = (_: string[]) => {};
  function Seen({ name }: { name: string }) {
    useLayoutEffect(() => {
      hydrated.push(name);
    }, [name]);
    return null;
  }
  function List({ open }: { open?: string }) {
    const [items, set] = useState(names(2 * ITEMS_PER_PART + 1));
    setItems = set;
    return (
      <ul>
        <HydrateLaterEach items={items} keyOf={(name) => name} withPage={(name) => name === open}>
          {(name, i) => (
            <li data-index={i}>
              <Seen name={name} />
              {name}
            </li>
          )}
        </HydrateLaterEach>
      </ul>
    );
  }
  const html = renderToString(<List open="item5" />);
  expect(html.match(/<!--\$s-->/g)).toHaveLength(3);
  const root = serverPage(html);
  const served = [...root.querySelectorAll('li')];

  await hydrateFirst(root, <List open="item5" />);
  // The part holding the open item hydrated with the page; the others one per task after it.
  expect(hydrated).toEqual(names(2 * ITEMS_PER_PART).slice(ITEMS_PER_PART));
  const parts = hydrateLaterParts();
  await nextTask();
  expect(hydrated).toEqual([...names(2 * ITEMS_PER_PART).slice(ITEMS_PER_PART), ...names(ITEMS_PER_PART)]);
  await parts;
  expect(hydrated).toEqual([...names(2 * ITEMS_PER_PART).slice(ITEMS_PER_PART), ...names(ITEMS_PER_PART), 'item8']);
  expect([...root.querySelectorAll('li')]).toEqual(served);

  // A new item above and a page below: the items there keep their nodes, in the order given.
  setItems(['new', ...names(2 * ITEMS_PER_PART + 1), 'more1', 'more2']);
  await nextTask();
  const now = [...root.querySelectorAll('li')];
  expect(now.map((li) => li.textContent)).toEqual(['new', ...names(2 * ITEMS_PER_PART + 1), 'more1', 'more2']);
  expect(now.map((li) => li.dataset.index)).toEqual(now.map((_, i) => String(i)));
  expect(served.every((li, i) => now[i + 1] === li)).toBe(true);
});
