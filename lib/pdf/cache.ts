import "server-only";
import { createHash } from "node:crypto";
import { AppError } from "@/lib/http/errors";
import { getObject, putObject } from "@/lib/storage";

// Made PDFs are kept in storage (pdf/<teamId>/...), so a document is printed once per state: a
// share's once per snapshot, recipient, language and build; a live document once per content. A
// kept PDF that may go stale (a live document edited, the share view rebuilt) is stored with a tag
// (the SHA-256 of everything it depends on) in front of its bytes, under one key per document, so
// a new state replaces the old file instead of adding one. A signed copy never changes: its bytes
// are stored as they are. Requests for the same PDF share one render; a request waits for it at
// most WAIT_MS and then answers 503 "still preparing": the render goes on, and is kept for the retry.

export const WAIT_MS = 25_000;
const TAG_LENGTH = 64;

export const pdfPreparing = () => new AppError("UNAVAILABLE", "pdfPreparing");

/** A tag for a stored PDF: SHA-256 (hex) of what it depends on. */
export const pdfTag = (parts: readonly unknown[]) => createHash("sha256").update(JSON.stringify(parts)).digest("hex");

const inFlight = new Map<string, Promise<Buffer>>();

async function readStored(key: string, tag: string | null): Promise<Buffer | null> {
  const stored = await getObject(key);
  if (!stored) return null;
  if (tag === null) return stored;
  if (stored.length <= TAG_LENGTH + 1 || stored.toString("latin1", 0, TAG_LENGTH) !== tag) return null;
  return stored.subarray(TAG_LENGTH + 1);
}

async function make(key: string, tag: string | null, render: () => Promise<Buffer>): Promise<Buffer> {
  const stored = await readStored(key, tag);
  if (stored) return stored;
  let pdf: Buffer;
  try {
    pdf = await render();
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error("pdf: render failed", key, error);
    throw new AppError("UNAVAILABLE", "pdfFailed");
  }
  try {
    await putObject(key, tag === null ? pdf : Buffer.concat([Buffer.from(`${tag}\n`, "latin1"), pdf]));
  } catch (error) {
    // Still answered; the next request prints it again.
    console.error("pdf: could not keep the PDF", key, error);
  }
  return pdf;
}

/** Starts (or joins) the render of the PDF kept under `key` with `tag` (null: kept as is, never replaced). */
export function keptPdf(key: string, tag: string | null, render: () => Promise<Buffer>): Promise<Buffer> {
  const flightKey = `${key}\n${tag ?? ""}`;
  const running = inFlight.get(flightKey);
  if (running) return running;
  const flight = make(key, tag, render).finally(() => inFlight.delete(flightKey));
  inFlight.set(flightKey, flight);
  // Nobody may be waiting any more (a request that timed out): the failure was logged in make.
  flight.catch(() => undefined);
  return flight;
}

/** The PDF, or 503 `pdfPreparing` when it takes longer than `waitMs` (the render goes on in the background). */
export async function awaitPdf(flight: Promise<Buffer>, waitMs = WAIT_MS): Promise<Buffer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(pdfPreparing()), waitMs);
  });
  try {
    return await Promise.race([flight, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
