"use client";

import { memo, useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from "react";

// Parts of the editor that the first view does not show (block editors, dialogs, panel tabs) load
// their code the first time they are needed, so opening a document downloads only what it draws.
// Unlike React.lazy, a part whose code has arrived renders synchronously (no Suspense, no flash of
// the fallback when it is shown again), and preload() can fetch it ahead, e.g. while the browser
// is idle.

export interface OnDemandOptions<P> {
  /**
   * Whether the part is wanted with these props (a dialog: while it is open). Until it first is,
   * nothing is loaded and nothing rendered; once it has been, it stays mounted so it can close
   * itself (focus return, transitions). Without it, the part is wanted whenever it is rendered.
   */
  when?: (props: P) => boolean;
  /** Shown while the code loads (default: nothing). */
  fallback?: (props: P) => ReactNode;
  /**
   * Start loading only once the browser is idle, not as soon as the part is rendered: for parts on
   * the first view whose code is big and not needed at once (the panel's rich-text fields).
   */
  idle?: boolean;
  /** Memoized on its props, like the dialogs and panels it stands for (a keystroke does not re-render a closed one). */
  memo?: boolean;
}

export type OnDemandComponent<P> = ComponentType<P> & {
  /** Starts loading (once); resolves when the part can render. */
  preload: () => Promise<void>;
};

export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, options: OnDemandOptions<P> = {}): OnDemandComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const current = () => loaded;
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        pending = null; // a failed chunk (offline) is fetched again the next time the part is wanted
        throw error;
      },
    ));

  function OnDemand(props: P) {
    const Loaded = useSyncExternalStore(subscribe, current, current);
    const wantedNow = options.when ? options.when(props) : true;
    const [wanted, setWanted] = useState(wantedNow);
    if (wantedNow && !wanted) setWanted(true);
    useEffect(() => {
      if (!wanted || Loaded) return;
      if (!options.idle) return void preload().catch(() => undefined);
      return whenIdle(() => void preload().catch(() => undefined));
    }, [wanted, Loaded]);
    if (Loaded && wanted) return <Loaded {...props} />;
    return wanted && options.fallback ? options.fallback(props) : null;
  }
  return Object.assign(options.memo ? (memo(OnDemand) as unknown as ComponentType<P>) : OnDemand, { preload });
}

/** Runs `task` when the browser is idle (soon after, where it has no idle callbacks). */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window === "undefined") return () => undefined;
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
