import { describe, expect, it } from "vitest";
import { POST as postEvent } from "@/app/api/shared-document/[key]/[n]/events/route";
import { db } from "@/lib/db/client";
import { visitMeta } from "@/lib/share/page-base";
import { recordShareEvent } from "@/lib/sharing/events";
import { pinAccessCookie } from "@/lib/sharing/pin-access";
import { callRoute } from "../support/call-route";
import { createShare } from "./share-events-support";

const send = (key: string, n: string, body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  callRoute(postEvent, "POST", `/api/shared-document/${key}/${n}/events`, { params: { key, n }, body, ...options });

const eventsOf = (snapshotId: string) =>
  db.shareViewEvent.findMany({ where: { snapshotId }, orderBy: { createdAt: "asc" }, select: { name: true, visitId: true, recipientKey: true, durationMs: true } });

describe("share view events (POST /api/shared-document/{key}/{n}/events)", () => {
  it("records the browser's events under their names, per recipient and visit", async () => {
    const { share } = await createShare();
    for (const name of ["images-finished-loading", "still-waiting-after-15s", "still-waiting-after-40s", "still-waiting-after-60s"]) {
      const result = await send(share.shareKey, "1", { name, visitId: "visit-a" });
      expect(result.status).toBe(204);
    }
    const events = await eventsOf(share.id);
    expect(events.map((event) => event.name)).toEqual(["images_finished_loading", "still_waiting_after_15s", "still_waiting_after_40s", "still_waiting_after_60s"]);
    expect(events.every((event) => event.recipientKey === "1" && event.visitId === "visit-a")).toBe(true);
    // The address is kept only as the same salted hash the share pages record.
    const row = await db.shareViewEvent.findFirstOrThrow({ where: { snapshotId: share.id }, select: { ipHash: true } });
    expect(row.ipHash).toBe(visitMeta(new Request("http://x", { headers: { "x-forwarded-for": "10.0.0.1" } })).ipHash);
    expect(row.ipHash).not.toContain("10.0.0.1");
  });

  it("accepts a text/plain body, as navigator.sendBeacon sends it", async () => {
    const { share } = await createShare();
    const result = await callRoute(postEvent, "POST", `/api/shared-document/${share.shareKey}/0/events`, {
      params: { key: share.shareKey, n: "0" },
      body: JSON.stringify({ name: "images-finished-loading", visitId: "beacon1" }),
      headers: { "content-type": "text/plain;charset=UTF-8" },
    });
    expect(result.status).toBe(204);
    expect(await eventsOf(share.id)).toHaveLength(1);
  });

  it("refuses the names the page records itself, so a browser cannot fake an opening", async () => {
    const { share } = await createShare();
    for (const name of ["loaded-share-page", "clicked-go-to-document", "opened", ""]) {
      const result = await send(share.shareKey, "0", { name, visitId: "v1" });
      expect(result.status).toBe(400);
      expect(result.body.error.fields[0].path).toBe("name");
    }
    expect(await eventsOf(share.id)).toHaveLength(0);
    expect((await db.snapshot.findUniqueOrThrow({ where: { id: share.id } })).firstOpenedAt).toBeNull();
  });

  it("sets visit-duration on its own visit's opening row only, and keeps the longest", async () => {
    const { share } = await createShare();
    const other = await createShare();
    await recordShareEvent(share, "0", "loaded-share-page", "mine");
    await recordShareEvent(share, "0", "loaded-share-page", "theirs");
    await recordShareEvent(share, "1", "loaded-share-page", "mine");
    await recordShareEvent(other.share, "0", "loaded-share-page", "mine");

    expect((await send(share.shareKey, "0", { name: "visit-duration", visitId: "mine", durationMs: 12_000 })).status).toBe(204);
    expect((await send(share.shareKey, "0", { name: "visit-duration", visitId: "mine", durationMs: 5_000 })).status).toBe(204);

    const rows = await db.shareViewEvent.findMany({ where: { name: "loaded_share_page", snapshotId: { in: [share.id, other.share.id] } }, select: { snapshotId: true, recipientKey: true, visitId: true, durationMs: true } });
    const duration = (snapshotId: string, recipientKey: string, visitId: string) => rows.find((row) => row.snapshotId === snapshotId && row.recipientKey === recipientKey && row.visitId === visitId)?.durationMs;
    expect(duration(share.id, "0", "mine")).toBe(12_000);
    expect(duration(share.id, "0", "theirs")).toBeNull();
    expect(duration(share.id, "1", "mine")).toBeNull();
    expect(duration(other.share.id, "0", "mine")).toBeNull();
    // No new rows: the duration goes on the opening row.
    expect(await db.shareViewEvent.count({ where: { snapshotId: share.id } })).toBe(3);
  });

  it("answers 404 for unknown, malformed, disabled and expired shares and unknown recipients", async () => {
    const open = await createShare();
    const disabled = await createShare({ enabled: false });
    const expired = await createShare({ expiresInMs: -1000 });
    const body = { name: "images-finished-loading", visitId: "v1" };
    expect((await send("AAAAAAAAAAAAAAAAAAAAAA", "0", body)).status).toBe(404);
    expect((await send("short", "0", body)).status).toBe(404);
    expect((await send(open.share.shareKey, "7", body)).status).toBe(404);
    expect((await send(open.share.shareKey, "-1", body)).status).toBe(404);
    expect((await send(disabled.share.shareKey, "0", body)).status).toBe(404);
    expect((await send(expired.share.shareKey, "0", body)).status).toBe(404);
    expect(await db.shareViewEvent.count({ where: { snapshotId: { in: [disabled.share.id, expired.share.id] } } })).toBe(0);
  });

  it("answers 404 for a PIN share without this browser's PIN cookie, and records with it", async () => {
    const { share } = await createShare({ pin: "4821" });
    const other = await createShare({ pin: "1111" });
    const body = { name: "images-finished-loading", visitId: "v1" };
    expect((await send(share.shareKey, "0", body)).status).toBe(404);
    // Another share's cookie does not open this one.
    const otherCookie = pinAccessCookie(other.share.id, false).split(";")[0];
    expect((await send(share.shareKey, "0", body, { cookie: otherCookie })).status).toBe(404);
    const cookie = pinAccessCookie(share.id, false).split(";")[0];
    expect((await send(share.shareKey, "0", body, { cookie })).status).toBe(204);
    expect(await eventsOf(share.id)).toHaveLength(1);
  });

  it("answers bad bodies with 400 naming the field, never 500", async () => {
    const { share } = await createShare();
    const bad: [unknown, string][] = [
      [{ name: "images-finished-loading", visitId: "" }, "visitId"],
      [{ name: "images-finished-loading", visitId: "a".repeat(41) }, "visitId"],
      [{ name: "images-finished-loading", visitId: "has space" }, "visitId"],
      [{ name: "visit-duration", visitId: "v", durationMs: -1 }, "durationMs"],
      [{ name: "visit-duration", visitId: "v", durationMs: 86_400_001 }, "durationMs"],
      [{ name: "visit-duration", visitId: "v", durationMs: 1.5 }, "durationMs"],
      [{ name: "visit-duration", visitId: "v", durationMs: "10" }, "durationMs"],
      [{ name: ["images-finished-loading"], visitId: "v" }, "name"],
    ];
    for (const [body, field] of bad) {
      const result = await send(share.shareKey, "0", body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
    const extra = await send(share.shareKey, "0", { name: "images-finished-loading", visitId: "v", snapshotId: "someone-else" });
    expect(extra.status).toBe(400);
    expect((await send(share.shareKey, "0", "{not json")).status).toBe(400);
    expect((await send(share.shareKey, "0", "[]")).status).toBe(400);
    const huge = await send(share.shareKey, "0", { name: "images-finished-loading", visitId: "v", pad: "x".repeat(3_000_000) });
    expect(huge.status).toBe(413);
    expect(await eventsOf(share.id)).toHaveLength(0);
  });

  it("limits reports per address", async () => {
    const { share } = await createShare();
    const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    await db.rateLimitBucket.create({ data: { key: `share-events:${address}`, count: 300, resetAt: new Date(Date.now() + 600_000) } });
    const limited = await send(share.shareKey, "0", { name: "images-finished-loading", visitId: "v" }, { headers: { "x-forwarded-for": address } });
    expect(limited.status).toBe(429);
    expect((await send(share.shareKey, "0", { name: "images-finished-loading", visitId: "v" })).status).toBe(204);
  });
});
