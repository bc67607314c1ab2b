import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { ApiContract } from "@/lib/http/contract";
import { allContracts } from "@/lib/http/openapi-contracts";
import { newShareKey, newShortCode } from "@/lib/sharing/keys";
import { createUser, unique } from "../factories/users";
import { callRoute } from "../support/call-route";
import { listRouteFiles } from "../support/route-files";

/**
 * Walks every route handler of the app with an outsider's token: a signed-in user who belongs to
 * none of the victim's workspaces. Every id in the path is filled with the victim's real ids (each
 * kind in turn), bodies are the contracts' valid examples, and no answer may be a success. Public
 * routes (lib/http/public-routes.ts) and routes acting only on the caller's own account (scope
 * "self") are left out; later issues' routes are picked up by themselves.
 */
async function victimIds() {
  const { user } = await createUser();
  const team = await db.team.findFirstOrThrow({ where: { members: { some: { userId: user.id } } } });
  const member = await db.member.findFirstOrThrow({ where: { teamId: team.id, userId: user.id } });
  const document = await db.document.create({ data: { teamId: team.id, ownerId: user.id, title: "Private" } });
  const segment = await db.segment.create({ data: { documentId: document.id, order: 0, segmentType: "heading", content: "Secret" } });
  // A library original's key, so the media calls reach their membership check with it.
  const media = await db.media.create({
    data: { teamId: team.id, name: "m", sourceFileName: "m.png", mimeType: "image/png", width: 1, height: 1, sizeBytes: 1n, checksum: "x", storageKey: `media/${team.id}/victim/original.png`, uploadedById: user.id },
  });
  const catalogItem = await db.catalogItem.create({ data: { teamId: team.id, name: "Secret", currency: "EUR", price: "10", createdById: user.id } });
  const contact = await db.contact.create({ data: { teamId: team.id, firstname: "Victim", lastname: "" } });
  await db.documentContact.create({ data: { documentId: document.id, contactId: contact.id } });
  const miscFile = await db.miscFile.create({
    data: { teamId: team.id, sourceFileName: "f.pdf", mimeType: "application/pdf", sizeBytes: 1n, checksum: "x", storageKey: "none", uploadedById: user.id },
  });
  const snapshot = await db.snapshot.create({
    data: { documentId: document.id, frozen: {}, shareKey: newShareKey(), shortCode: newShortCode(), expiryDate: new Date(Date.now() + 86_400_000) },
  });
  // Every workspace has its "Classic" style from its first day.
  const docStyle = await db.docStyle.findFirstOrThrow({ where: { teamId: team.id }, select: { id: true } });
  const pending = await db.member.create({ data: { teamId: team.id, role: "MEMBER", invitationEmail: "p@example.test", invitationKey: unique("key"), invitedById: user.id } });
  return { user: user.id, team: team.id, member: member.id, pending: pending.id, document: document.id, segment: segment.id, media: media.id, miscFile: miscFile.id, contact: contact.id, catalogItem: catalogItem.id, snapshot: snapshot.id, docStyle: docStyle.id };
}

type Victim = Awaited<ReturnType<typeof victimIds>>;

/** Candidate values for a path parameter, by its name: every victim id that could fit. */
function candidates(name: string, victim: Victim): string[] {
  const all = Object.values(victim);
  const byName: Record<string, string[]> = {
    team: [victim.team],
    teamId: [victim.team],
    tid: [victim.team],
    member: [victim.member, victim.pending],
    role: ["ADMIN"],
    documentId: [victim.document],
    segmentId: [victim.segment],
    mediaId: [victim.media],
    contactId: [victim.contact],
    snapshotId: [victim.snapshot],
    styleId: [victim.docStyle],
    photoId: ["123"],
    w: ["320"],
    h: ["240"],
    size: ["large2x"],
  };
  return byName[name] ?? all;
}

function paramNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** Every combination is too many; each parameter walks its candidates while the others take their first. */
function paramSets(path: string, victim: Victim): Record<string, string>[] {
  const names = paramNames(path);
  if (!names.length) return [{}];
  const first = Object.fromEntries(names.map((n) => [n, candidates(n, victim)[0]]));
  return names.flatMap((name) => candidates(name, victim).map((value) => ({ ...first, [name]: value })));
}

async function loadHandler(contract: ApiContract) {
  const file = listRouteFiles().find((r) => r.path === contract.path && r.methods.includes(contract.method));
  if (!file) throw new Error(`No route file for ${contract.method} ${contract.path}`);
  const handlers = await import(/* @vite-ignore */ `../../${file.file}`);
  return handlers[contract.method];
}

describe("an outsider", () => {
  const guarded = allContracts.filter((c) => c.auth === "user" && c.scope !== "self");

  it("has routes to walk (guards against a filter that selects nothing)", () => {
    expect(guarded.length).toBeGreaterThan(2);
  });

  it("gets no success from any route that touches someone else's things", async () => {
    const victim = await victimIds();
    const outsider = await createUser();
    const successes: string[] = [];
    for (const contract of guarded) {
      const handler = await loadHandler(contract);
      for (const params of paramSets(contract.path, victim)) {
        const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
        const body = contract.body && contract.bodyType !== "multipart" ? withVictimIds(contract.example ?? {}, victim) : undefined;
        const form = contract.bodyType === "multipart" ? multipartExample(contract) : undefined;
        const result = await callRoute(handler, contract.method, path, { token: outsider.token, params, body, form });
        if (result.status < 300) successes.push(`${contract.method} ${path} -> ${result.status}`);
        expect(result.status, `${contract.method} ${path}`).not.toBe(500);
      }
    }
    expect(successes).toEqual([]);
  }, 120_000);

  it("gets nothing of someone else's media or files from the routes share visitors may also use", async () => {
    // These routes are public (share visitors fetch through them with ?share=), so the walk above
    // leaves them out; without a share they are as closed to an outsider as before.
    const victim = await victimIds();
    const outsider = await createUser();
    const shareRoutes = allContracts.filter((c) => c.auth === "public" && /^\/api\/(media|misc-file)\//.test(c.path));
    expect(shareRoutes.length).toBe(4);
    for (const contract of shareRoutes) {
      const handler = await loadHandler(contract);
      const params = { id: contract.path.includes("misc-file") ? victim.miscFile : victim.media, w: "320", h: "240" };
      const path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name as keyof typeof params]);
      const result = await callRoute(handler, contract.method, path, { token: outsider.token, params });
      expect(result.status, `${contract.method} ${path}`).toBe(404);
    }
  });

  it("leaves out only self routes that cannot name someone else's things (no id-like path parameters)", () => {
    const idLike = /id$|^id|team|member|user|key|token|document|segment|media/i;
    const suspicious = allContracts
      .filter((c) => c.scope === "self")
      .flatMap((c) => paramNames(c.path).filter((name) => idLike.test(name)).map((name) => `${c.method} ${c.path} {${name}}`));
    expect(suspicious).toEqual([]);
  });

  it("sends every guarded route with a body a valid example, so refusals prove authorization", () => {
    const missing = guarded.filter((c) => c.body && c.bodyType !== "multipart" && c.example === undefined).map((c) => `${c.method} ${c.path}`);
    expect(missing).toEqual([]);
  });
});

/** The example body with the victim's ids where it names a share (so a refusal is about the caller). */
function withVictimIds(example: unknown, victim: Victim): unknown {
  if (!example || typeof example !== "object" || Array.isArray(example)) return example;
  return "snapshotId" in example ? { ...example, snapshotId: victim.snapshot } : example;
}

function multipartExample(contract: ApiContract): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries((contract.example as Record<string, string>) ?? {})) form.append(key, value);
  // A real 1x1 PNG, so upload routes get past "is this an image" and must refuse on authorization.
  const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
  form.append("file", new Blob([png], { type: "image/png" }), "pixel.png");
  return form;
}
