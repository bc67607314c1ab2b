import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

// Counts the statements this process sends to the database while a piece of code runs, at the
// driver, below Prisma: what a count of Prisma calls would miss (one findMany with relations may be
// several statements, a $transaction adds BEGIN and COMMIT) is counted here as the database sees it.
// Prisma's `$on("query")` does not fire with driver adapters, hence the drivers:
// - PostgreSQL (@prisma/adapter-pg): every statement goes through pg's Client#query, pooled or in a
//   transaction (BEGIN and COMMIT included);
// - embedded (pglite-prisma-adapter): every statement reaches PGlite#execProtocolStream as wire
//   protocol messages; a simple Query ('Q', e.g. BEGIN or COMMIT of a transaction) or a Parse ('P',
//   each parameterized query) is one statement.
// Everything the process sends in the meantime is counted, so run nothing else concurrently.

export interface CountedQueries<T> {
  /** How many statements reached the database. */
  count: number;
  /** Their SQL, in the order sent. */
  statements: string[];
  /** What `run` answered. */
  result: T;
}

const PARSE = 0x50; // 'P'
const QUERY = 0x51; // 'Q'

/** The statements in a buffer of frontend messages: each is a type byte, an int32 length (itself included), the body. */
function statementsInMessages(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const decoder = new TextDecoder();
  const cString = (from: number) => {
    const end = bytes.indexOf(0, from);
    return { text: decoder.decode(bytes.subarray(from, end)), next: end + 1 };
  };
  const found: string[] = [];
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    const type = bytes[at];
    if (type === QUERY) found.push(cString(at + 5).text);
    // Parse: the statement's name, then its text.
    else if (type === PARSE) found.push(cString(cString(at + 5).next).text);
  }
  return found;
}

let counting = false;

/** Runs `run` and answers the statements it sent to the database (PostgreSQL or embedded). */
export async function countQueries<T>(run: () => Promise<T>): Promise<CountedQueries<T>> {
  if (counting) throw new Error("countQueries does not nest");
  counting = true;
  const statements: string[] = [];

  const pgQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args;
    statements.push(typeof config === "string" ? config : String((config as { text?: unknown })?.text ?? config));
    return (pgQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pgQuery;

  const pgliteExec = PGlite.prototype.execProtocolStream;
  PGlite.prototype.execProtocolStream = function (this: PGlite, message: Uint8Array, ...rest: unknown[]) {
    statements.push(...statementsInMessages(message));
    return (pgliteExec as (...a: unknown[]) => ReturnType<typeof pgliteExec>).apply(this, [message, ...rest]);
  } as typeof pgliteExec;

  try {
    const result = await run();
    return { count: statements.length, statements, result };
  } finally {
    pg.Client.prototype.query = pgQuery;
    PGlite.prototype.execProtocolStream = pgliteExec;
    counting = false;
  }
}
