import { availableParallelism } from "node:os";

// Image processing holds decoded pixels in memory; running one job per core at a time keeps memory
// bounded however many uploads arrive together (the rest wait their turn, briefly), and more at
// once would not finish sooner on this many cores anyway.

const SLOTS = Math.max(1, availableParallelism());
let busy = 0;
const waiting: (() => void)[] = [];

export async function withProcessingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy -= 1;
  }
}
