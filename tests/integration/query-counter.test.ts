import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createUser } from "../factories/users";
import { countQueries } from "../support/query-counter";

// tests/support/query-counter.ts counts what reaches the database, on PostgreSQL and embedded alike.
describe("countQueries", () => {
  it("counts each statement once, with its SQL, and a transaction's BEGIN and COMMIT", async () => {
    const { user } = await createUser();
    await db.user.findUnique({ where: { id: user.id }, select: { id: true } });

    const single = await countQueries(() => db.$queryRaw<{ one: number }[]>`SELECT 1 AS one`);
    expect(single.count).toBe(1);
    expect(single.statements[0]).toContain("SELECT 1");
    expect(single.result).toEqual([{ one: 1 }]);

    const read = await countQueries(() => db.user.findUnique({ where: { id: user.id }, select: { id: true } }));
    expect(read.count).toBe(1);
    expect(read.statements[0]).toMatch(/FROM "public"\."users"/);

    const transaction = await countQueries(() =>
      db.$transaction(async (tx) => {
        await tx.user.findUnique({ where: { id: user.id }, select: { id: true } });
        await tx.user.update({ where: { id: user.id }, data: { lastUsedVersion: 2 } });
      }),
    );
    expect(transaction.count).toBe(4);
    expect(transaction.statements[0]).toBe("BEGIN");
    expect(transaction.statements[1]).toMatch(/^SELECT/);
    expect(transaction.statements[2]).toMatch(/^UPDATE/);
    expect(transaction.statements[3]).toBe("COMMIT");

    // Nothing is counted once the run is over.
    const after = await countQueries(async () => undefined);
    expect(after.count).toBe(0);
  });
});
