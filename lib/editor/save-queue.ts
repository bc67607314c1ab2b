// The editor's autosave (editor issue §4). Every edit schedules a save under a key (a block id, "note"...)
// after its debounce; a newer edit to the same key replaces the waiting one (the save reads the latest
// state when it runs, so nothing is lost by coalescing). Per key at most one request is in flight: an
// edit made meanwhile waits for it, so writes of one block reach the server in order and each is based
// on the version the previous one answered.
//
// What happens when a save fails is decided by `classify`:
// - "retry": the server could not be reached or failed (network, 5xx, 429). Retried with backoff,
//   forever, and shown; the edit stays in the editor. Nothing is ever dropped.
// - "fail": the server refused it (400, 403...). Shown, not retried (it would be refused again); the
//   edit stays in the editor, and the next edit of that key tries again.
// - "ignore": the editor cancelled the request itself (an AbortError): not a failure.
// No React here: the hook in components/editor subscribes to the snapshots.

export type FailureKind = "retry" | "fail" | "ignore";

export interface SaveFailure {
  key: string;
  error: unknown;
  /** Retrying by itself (true), or waiting for the next edit (false). */
  retrying: boolean;
}

export interface SaveQueueSnapshot {
  /** Keys with an edit waiting for its debounce. */
  pending: number;
  /** Requests on the wire (saves, and structural changes tracked with `track`). */
  inFlight: number;
  failures: SaveFailure[];
  /** True while anything is pending, in flight or failed: leaving the page would lose something. */
  busy: boolean;
}

type SaveRun = (signal: AbortSignal) => Promise<void>;

interface Slot {
  run: SaveRun | null; // the save waiting to run (latest wins)
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: AbortController | null;
  current: SaveRun | null; // the save on the wire, repeated if it fails retryably
  refused: SaveRun | null; // the last save the server refused, sent again by "Try again"
  failure: SaveFailure | null;
  attempt: number;
}

export interface SaveQueueOptions {
  classify: (error: unknown) => FailureKind;
  /** Backoff before the n-th retry (1-based), in ms. */
  retryDelay?: (attempt: number) => number;
}

const defaultRetryDelay = (attempt: number) => Math.min(15_000, 500 * 2 ** (attempt - 1));

export class SaveQueue {
  private slots = new Map<string, Slot>();
  private tracked = 0;
  private listeners = new Set<() => void>();
  /** flush() waiters: told of every change of any slot, not only of changes the snapshot shows. */
  private waiters = new Set<() => void>();
  private snapshot: SaveQueueSnapshot = { pending: 0, inFlight: 0, failures: [], busy: false };

  constructor(private readonly options: SaveQueueOptions) {}

  /** Saves `key` after `delayMs`; a save already waiting for this key is replaced by this one. */
  schedule(key: string, delayMs: number, run: SaveRun): void {
    const slot = this.slot(key);
    slot.run = run;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      slot.timer = null;
      this.start(key);
    }, delayMs);
    this.emit();
  }

  /** Runs every waiting save now (before a clone or leaving), and resolves when all keys are idle or failed. */
  async flush(keys?: string[]): Promise<void> {
    const wanted = keys ?? [...this.slots.keys()];
    for (const key of wanted) {
      const slot = this.slots.get(key);
      if (slot?.timer) {
        clearTimeout(slot.timer);
        slot.timer = null;
        this.start(key);
      }
    }
    await new Promise<void>((resolve) => {
      const check = () => {
        const done = wanted.every((key) => {
          const slot = this.slots.get(key);
          return !slot || (!slot.inFlight && !slot.timer && (!slot.run || (slot.failure !== null && !slot.failure.retrying)));
        });
        if (done) {
          unsubscribe();
          resolve();
        }
      };
      this.waiters.add(check);
      const unsubscribe = () => this.waiters.delete(check);
      check();
    });
  }

  /** Forgets a key (its block was deleted): a waiting save is dropped, one in flight is cancelled. */
  cancel(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.inFlight?.abort();
    this.slots.delete(key);
    this.emit();
  }

  /** Counts a one-off request (add, move, delete...) as saving while it runs; answers its result. */
  async track<T>(request: Promise<T>): Promise<T> {
    this.tracked += 1;
    this.emit();
    try {
      return await request;
    } finally {
      this.tracked -= 1;
      this.emit();
    }
  }

  /** Retries every failed key now (the "Try again" button), a refused save too (the session or plan may have changed). */
  retryFailed(): void {
    for (const [key, slot] of this.slots) {
      if (slot.failure && !slot.inFlight) {
        if (!slot.run) slot.run = slot.refused;
        if (slot.timer) clearTimeout(slot.timer);
        slot.timer = null;
        this.start(key);
      }
    }
  }

  /** An arrow property, so React's useSyncExternalStore can take it unbound. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): SaveQueueSnapshot => this.snapshot;

  private slot(key: string): Slot {
    let slot = this.slots.get(key);
    if (!slot) {
      slot = { run: null, timer: null, inFlight: null, current: null, refused: null, failure: null, attempt: 0 };
      this.slots.set(key, slot);
    }
    return slot;
  }

  private start(key: string): void {
    const slot = this.slots.get(key);
    if (!slot || !slot.run) return;
    if (slot.inFlight) return; // runs again when the request in flight settles
    const run = slot.run;
    slot.run = null;
    const controller = new AbortController();
    slot.inFlight = controller;
    slot.current = run;
    this.emit();
    run(controller.signal).then(
      () => this.settle(key, slot, controller, null),
      (error: unknown) => this.settle(key, slot, controller, error ?? new Error("save failed")),
    );
  }

  private settle(key: string, slot: Slot, controller: AbortController, error: unknown): void {
    if (this.slots.get(key) !== slot) return; // cancelled meanwhile
    slot.inFlight = null;
    const failed = slot.current;
    slot.current = null;
    const kind = error === null ? null : controller.signal.aborted ? "ignore" : this.options.classify(error);
    if (kind === null || kind === "ignore") {
      slot.failure = null;
      slot.refused = null;
      slot.attempt = 0;
    } else if (kind === "retry") {
      slot.attempt += 1;
      slot.failure = { key, error, retrying: true };
      // Retry the failed save unless a newer edit is already waiting (it carries the same state or newer).
      if (!slot.run) slot.run = failed;
      if (!slot.timer) {
        slot.timer = setTimeout(() => {
          slot.timer = null;
          this.start(key);
        }, (this.options.retryDelay ?? defaultRetryDelay)(slot.attempt));
      }
      this.emit();
      return;
    } else {
      slot.failure = { key, error, retrying: false };
      slot.refused = failed;
      slot.attempt = 0;
    }
    if (slot.run && !slot.timer) this.start(key);
    else if (!slot.run && !slot.timer && !slot.failure) this.slots.delete(key);
    this.emit();
  }

  private emit(): void {
    let pending = 0;
    let inFlight = this.tracked;
    const failures: SaveFailure[] = [];
    for (const slot of this.slots.values()) {
      if (slot.timer && slot.run) pending += 1;
      if (slot.inFlight) inFlight += 1;
      if (slot.failure) failures.push(slot.failure);
    }
    for (const waiter of [...this.waiters]) waiter();
    const next = { pending, inFlight, failures, busy: pending > 0 || inFlight > 0 || failures.length > 0 };
    // The same snapshot object while nothing visible changed: a burst of typing does not re-render
    // everything that shows the saving state on every keystroke.
    const previous = this.snapshot;
    const same =
      previous.pending === next.pending &&
      previous.inFlight === next.inFlight &&
      previous.failures.length === next.failures.length &&
      previous.failures.every((failure, at) => failure === next.failures[at]);
    if (same) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
