import { describe, expect, it } from "vitest";
import type { Prisma, Segment } from "@/lib/db/generated/client";
import { AppError } from "@/lib/http/errors";
import { copyBlocks } from "./copy";

const row = (id: string, parentId: string | null): Segment =>
  ({
    id,
    documentId: "doc",
    segmentType: "heading",
    parentId,
    parentIndex: 0,
    order: 0,
    content: id,
    metaData: {},
    imageList: [],
    miscFileList: [],
    positionName: null,
    isFixedBlock: false,
    teamTemplateUserCanEdit: true,
    autoSelectOnHover: false,
    rowCurrencies: null,
    version: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  }) as Segment;

describe("copyBlocks", () => {
  it("answers 409 (an AppError, never a plain Error) when the rows do not make one tree with the places given", async () => {
    const written: unknown[] = [];
    const tx = { segment: { createMany: async (args: unknown) => written.push(args) } } as unknown as Prisma.TransactionClient;
    // "child" lost its parent in between (a concurrent move): it is no root and its parent is not copied.
    const copy = copyBlocks(tx, [row("root", null), row("child", "elsewhere")], { documentId: "target", roots: new Map([["root", { parentId: null, order: 0 }]]) });
    await expect(copy).rejects.toBeInstanceOf(AppError);
    await expect(copy).rejects.toMatchObject({ code: "CONFLICT", status: 409 });
    expect(written).toEqual([]);
  });

  it("copies a consistent tree with fresh ids and the parent links remapped", async () => {
    let written: { data: { id: string; parentId: string | null; content: unknown }[] } | undefined;
    const tx = { segment: { createMany: async (args: typeof written) => (written = args) } } as unknown as Prisma.TransactionClient;
    const ids = await copyBlocks(tx, [row("child", "root"), row("root", null)], { documentId: "target", roots: new Map([["root", { parentId: "p", order: 2 }]]) });
    expect(ids).toHaveLength(2);
    expect(written!.data.map((r) => [r.content, r.parentId])).toEqual([
      ["root", "p"],
      ["child", ids[0]],
    ]);
  });
});
