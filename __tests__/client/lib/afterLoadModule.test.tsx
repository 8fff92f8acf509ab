import { act, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterLoadModule, type AfterLoadModule } from '@/lib/react/afterLoadModule';

// Real scheduling, no act() around the arrival: the test watches React yield to the event loop
// while the parts render again (Testing Library, loaded by the setup, declares an act() environment).
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const PARTS = 40;
type Words = { word: string };
/** How many parts have rendered with the module: a test's record, written as React renders them. */
const progress = { withModule: 0 };

function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // a date that takes a phone's time to format
  }
}

function noteRendered() {
  progress.withModule += 1;
}

function partsOf(useWords: () => Words | null) {
  function Part({ n }: { n: number }) {
    const words = useWords();
    if (!words) return <li>part {n}</li>;
    busy(1.5);
    noteRendered();
    return (
      <li>
        part {n} {words.word}
      </li>
    );
  }
  return function Parts() {
    return (
      <ul>
        {Array.from({ length: PARTS }, (_, n) => (
          <Part key={n} n={n} />
        ))}
      </ul>
    );
  };
}

/** A module whose loading the test finishes. */
function deferredModule(): { module: AfterLoadModule<Words>; arrive: () => void } {
  let arrive = () => undefined as void;
  const later = afterLoadModule<Words>(null, () => new Promise<Words>((resolve) => (arrive = () => resolve({ word: 'formatted' }))));
  return { module: later, arrive: () => arrive() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Notes, at each turn of the event loop, how many parts had rendered with the module, until all have. */
async function watch(): Promise<number[]> {
  const seen: number[] = [];
  for (let turn = 0; turn < 2000 && progress.withModule < PARTS; turn += 1) {
    seen.push(progress.withModule);
    await tick();
  }
  return seen;
}

describe('afterLoadModule (issue 33)', () => {
  let wasAct: boolean | undefined;
  let root: Root | null = null;
  let container: HTMLElement;
  beforeEach(() => {
    wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    progress.withModule = 0;
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    const done = root;
    root = null;
    act(() => done?.unmount());
    document.body.replaceChildren();
  });

  it('a change announced to an external store renders every part again in one task (what the transition changes)', async () => {
    let words: Words | null = null;
    const listeners = new Set<() => void>();
    const store = {
      subscribe: (listener: () => void) => (listeners.add(listener), () => void listeners.delete(listener)),
      current: () => words,
    };
    const Parts = partsOf(() => useSyncExternalStore(store.subscribe, store.current, store.current));
    root = createRoot(container);
    await act(async () => root!.render(<Parts />));
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    words = { word: 'formatted' };
    for (const listener of listeners) listener();
    const seen = await watch();
    expect(progress.withModule).toBe(PARTS);
    expect(seen.filter((n) => n > 0 && n < PARTS)).toEqual([]);
  });

  it('renders the parts again in slices when the module arrives: the event loop turns meanwhile', async () => {
    const { module, arrive } = deferredModule();
    const Parts = partsOf(module.useLoaded);
    root = createRoot(container);
    await act(async () => root!.render(<Parts />));
    expect(container.textContent).not.toContain('formatted');
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const loaded = module.load();
    arrive();
    await loaded;
    const seen = await watch();
    expect(progress.withModule).toBe(PARTS);
    // Turns of the event loop that saw some parts rendered with the module and some not.
    expect(seen.filter((n) => n > 0 && n < PARTS).length).toBeGreaterThan(1);
    // Rendered; committed once the last slice is done.
    const allWritten = () => [...container.querySelectorAll('li')].every((li) => li.textContent!.endsWith('formatted'));
    for (let turn = 0; turn < 500 && !allWritten(); turn += 1) await tick();
    expect(allWritten()).toBe(true);
  });

  it('a part mounted after the module arrived renders with it in its first render', async () => {
    const { module, arrive } = deferredModule();
    const loaded = module.load();
    arrive();
    await loaded;
    function Once() {
      const words = module.useLoaded();
      return <p>{words ? words.word : 'without'}</p>;
    }
    root = createRoot(container);
    const painted: string[] = [];
    const observer = new MutationObserver(() => painted.push(container.textContent ?? ''));
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    await act(async () => root!.render(<Once />));
    await act(async () => undefined);
    observer.disconnect();
    expect(painted).toEqual(['formatted']);
  });
});
