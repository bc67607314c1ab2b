// A bounded turn-taking for expensive work: at most `limit` run at once, at most `maxWaiting` wait
// for their turn, and any more are refused at once with `full()` rather than queued without end
// (each client choice is a new PDF state: an unbounded queue is an easy way to pin the server).

export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting: number,
    private readonly full: () => Error,
  ) {}

  /** How many hold a slot now. */
  get busy(): number {
    return this.running;
  }

  /** Resolves with a slot (release it once done); throws `full()` when the wait list is full. */
  async take(): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      return;
    }
    if (this.waiting.length >= this.maxWaiting) throw this.full();
    // The slot passes from release() straight to the next in line: `running` stays as it is.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
