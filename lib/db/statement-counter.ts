import type { SqlDriverAdapter, SqlDriverAdapterFactory, SqlQuery, Transaction } from "@prisma/driver-adapter-utils";

// Every statement the app sends to its database passes here, so a test can count the round trips of
// a call (`countStatements`), BEGIN and COMMIT included, on PostgreSQL and on the embedded database
// alike. Without a listener it costs one property read per statement.

type Listener = (sql: string) => void;
const state = globalThis as unknown as { __dbStatementListeners?: Set<Listener> };
state.__dbStatementListeners ??= new Set();
const listeners = state.__dbStatementListeners;

const notify = (sql: string) => {
  if (listeners.size) for (const listener of listeners) listener(sql);
};

/** `target` with some methods replaced; every other member still acts on the original (private fields). */
function overriding<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(original, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value = Reflect.get(original, property, original);
      return typeof value === "function" ? value.bind(original) : value;
    },
  });
}

function observedTransaction(tx: Transaction): Transaction {
  // Adapters that run BEGIN and COMMIT themselves ("phantom" to Prisma) send them without our wrapper.
  const phantom = tx.options.usePhantomQuery;
  return overriding(tx, {
    queryRaw: (query: SqlQuery) => (notify(query.sql), tx.queryRaw(query)),
    executeRaw: (query: SqlQuery) => (notify(query.sql), tx.executeRaw(query)),
    commit: () => (phantom && notify("COMMIT"), tx.commit()),
    rollback: () => (phantom && notify("ROLLBACK"), tx.rollback()),
  });
}

function observedAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return overriding(adapter, {
    queryRaw: (query: SqlQuery) => (notify(query.sql), adapter.queryRaw(query)),
    executeRaw: (query: SqlQuery) => (notify(query.sql), adapter.executeRaw(query)),
    // BEGIN is sent by the adapter itself, before Prisma sees the transaction.
    startTransaction: async (isolationLevel?: Parameters<SqlDriverAdapter["startTransaction"]>[0]) => {
      notify("BEGIN");
      return observedTransaction(await adapter.startTransaction(isolationLevel));
    },
  });
}

/** The factory with every statement of its connections observed. */
export function observeStatements(factory: SqlDriverAdapterFactory): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => observedAdapter(await factory.connect()),
  };
}

/** Runs `work` and answers the SQL of every statement sent meanwhile (by anyone in this process). */
export async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const listener: Listener = (sql) => statements.push(sql);
  listeners.add(listener);
  try {
    return { result: await work(), statements };
  } finally {
    listeners.delete(listener);
  }
}
