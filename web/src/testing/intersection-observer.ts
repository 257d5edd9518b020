/**
 * A controllable IntersectionObserver: happy-dom has no layout, so tests say when the infinite
 * scroll sentinel "comes into view" with `scrollIntoViewMock()`.
 */
const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  private targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.rootMargin = options?.rootMargin ?? '0px';
    observers.add(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  fire(target: Element) {
    if (!this.targets.has(target)) return;
    const entry = { isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Replaces the global IntersectionObserver with the fake (and forgets earlier observers). */
export function installIntersectionObserver(): void {
  observers.clear();
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
}

/** Reports `target` as intersecting to every observer watching it; returns how many were watching. */
export function scrollIntoViewMock(target: Element): number {
  let watching = 0;
  for (const o of [...observers]) {
    if ((o as unknown as { targets: Set<Element> }).targets.has(target)) watching++;
    o.fire(target);
  }
  return watching;
}
