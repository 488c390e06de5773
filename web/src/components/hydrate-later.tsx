import { Fragment, type ReactNode, Suspense, useContext, useLayoutEffect, useState } from 'react';
import { firstHydration, HydratingPart, nextTask } from '../lib/use-hydrated';

/**
 * Hydration in slices. Preact hydrates a page in one task, and on a mid-range phone a whole page is a long task
 * that blocks the first tap (issue 7's TBT budget). A part of a page wrapped in <HydrateLater> keeps its server
 * HTML, readable and with working links, and is hydrated in a task of its own after the rest of the page, one part
 * per task in the order of the page. Wrapped parts rendered later (a page opened by a link, the tests) render at
 * once; so do items marked `withPage` (an open post, whose state the page holds).
 *
 * How: the server marks the part's HTML with the comments `<!--$s-->` and `<!--/$s-->` (no element is added, so
 * a part may be list items). While the first page hydrates, the part suspends inside its own Suspense boundary;
 * Preact 11 keeps the DOM between the markers of a part that suspends during hydration and hydrates it when the
 * promise settles (preact/compat's Suspense shows no fallback then). Preact does not correct attributes while
 * hydrating, so the part renders as the server did (HydratingPart: not yet hydrated, nobody signed in) and then,
 * once hydrated, renders again as it should.
 *
 * Parts nest: a part inside a part being hydrated later (the page, itself a part of the shell, and the cards of its
 * list) waits for a task of its own too, right after the part around it. A part marked `first` (the page in the
 * shell) goes before the others: a link of the shell followed before the page had hydrated would render the new
 * page into the old one's server HTML.
 */
export function HydrateLater({
  withPage = false,
  first = false,
  children,
}: {
  withPage?: boolean;
  first?: boolean;
  children: ReactNode;
}) {
  const inPart = useContext(HydratingPart);
  const [gate] = useState(() => ((firstHydration.running || inPart) && !withPage ? nextGate(first) : undefined));
  const [hydrating, setHydrating] = useState(!!gate);
  // The markers are comments in the server's HTML (preact-render-to-string writes such a Fragment so); in the
  // browser they render nothing.
  return (
    <>
      <Fragment {...COMMENT('$s')} />
      <Suspense fallback={null}>
        <Gate gate={gate}>
          <HydratingPart.Provider value={hydrating}>{children}</HydratingPart.Provider>
          {hydrating && <Hydrated onHydrated={() => setHydrating(false)} />}
        </Gate>
      </Suspense>
      <Fragment {...COMMENT('/$s')} />
    </>
  );
}

/** Items of a list in one part: a part's own cost while the page around it hydrates is ~1 ms at 4× CPU. */
export const ITEMS_PER_PART = 4;

/**
 * A list's items hydrated later, ITEMS_PER_PART to a part, in the order of the list. Each part costs the page's
 * own hydration its boundary (~1 ms on a mid-range phone): 24 cards as 24 parts made the directory's page task
 * ~65 ms at 4× CPU, as 6 parts ~42 ms (docs/decisions.md "Stop 34"), and 4 cards are still a short task.
 * The parts of the first render are kept: an item added later (a new post above, 'Load more' below) is a part of
 * its own, rendered at once, and no item moves to another part, which would make it anew (its state, its nodes).
 * A part holding an item `withPage` says hydrates with the page (an open post).
 */
export function HydrateLaterEach<T>({
  items,
  keyOf,
  withPage,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  withPage?: (item: T) => boolean;
  children: (item: T, index: number) => ReactNode;
}) {
  const [firstParts] = useState(
    () => new Map(items.map((item, i) => [keyOf(item), Math.floor(i / ITEMS_PER_PART)] as const)),
  );
  const parts: { id: string; key: string; items: [T, number][] }[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const part = firstParts.get(keyOf(item));
    const id = part === undefined ? `item:${keyOf(item)}` : `part:${part}`;
    const last = parts.at(-1);
    if (last?.id === id) {
      last.items.push([item, index]);
      return;
    }
    // A first part split by an item put between its own (a list sorted again) goes on under another key.
    const n = seen.get(id) ?? 0;
    seen.set(id, n + 1);
    parts.push({ id, key: n ? `${id}:${n}` : id, items: [[item, index]] });
  });
  return parts.map((part) => (
    <HydrateLater key={part.key} withPage={!!withPage && part.items.some(([item]) => withPage(item))}>
      {part.items.map(([item, index]) => (
        <Fragment key={keyOf(item)}>{children(item, index)}</Fragment>
      ))}
    </HydrateLater>
  ));
}

const COMMENT = (text: string) => ({ UNSTABLE_comment: text }) as object;

interface HydrationGate {
  open: boolean;
  promise: Promise<void>;
  release(): void;
}

function Gate({ gate, children }: { gate: HydrationGate | undefined; children: ReactNode }) {
  if (gate && !gate.open) throw gate.promise;
  return children;
}

/** Renders nothing; tells its part it has been hydrated. */
function Hydrated({ onHydrated }: { onHydrated(): void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the part's hydration
  useLayoutEffect(() => onHydrated(), []);
  return null;
}

const gates: HydrationGate[] = [];
/** While a part hydrates, where the parts inside it go in the queue: right after it, in the order of the page. */
let nestedAt: number | undefined;

function nextGate(first: boolean): HydrationGate {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const gate: HydrationGate = {
    open: false,
    promise,
    release: () => {
      gate.open = true;
      resolve();
    },
  };
  if (nestedAt !== undefined) gates.splice(nestedAt++, 0, gate);
  else if (first) gates.unshift(gate);
  else gates.push(gate);
  return gate;
}

/** Hydrates the parts of the first page left for later, one per task, in the order of the page. */
export async function hydrateLaterParts() {
  for (;;) {
    await nextTask();
    // The part released last has rendered (in its task's microtasks) and queued the parts it holds at the front.
    const gate = gates.shift();
    if (!gate) break;
    nestedAt = 0;
    gate.release();
  }
  nestedAt = undefined;
}
