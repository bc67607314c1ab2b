import { describe, expect, it } from "vitest";
import { POST as updateStyleRoute } from "@/app/api/doc-style/[id]/route";
import { POST as setDocStyle } from "@/app/api/document/[id]/set-doc-style/route";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { GET as fileDownload } from "@/app/api/misc-file/download/[id]/route";
import { POST as uploadFile } from "@/app/api/team/[id]/misc-file/route";
import { db } from "@/lib/db/client";
import { DEFAULT_DOC_STYLE } from "@/lib/doc-styles/defaults";
import { createDocument } from "../factories/documents";
import { callRoute } from "../support/call-route";
import { call, styleBody, styleSetup } from "./doc-styles-support";

// Uploaded fonts: a font file is a misc file of the workspace, recognised by its bytes and served
// with its font type, to members and to visitors of a share whose document's style names it.

/** Bytes that start like a font of each kind (the upload only sniffs the header). */
const fontBytes = (magic: number[] | string) => {
  const bytes = new Uint8Array(256).fill(7);
  bytes.set(typeof magic === "string" ? Array.from(magic, (c) => c.charCodeAt(0)) : magic);
  return bytes;
};

async function upload(token: string, teamId: string, bytes: Uint8Array, name: string, type = "") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return callRoute(uploadFile, "POST", "/x", { token, params: { id: teamId }, form });
}

async function download(id: string, query: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const response = await fileDownload(new Request(`http://localhost:3000/x${query}`, { headers }), { params: Promise.resolve({ id }) });
  return { status: response.status, type: response.headers.get("content-type") };
}

describe("font files for doc styles", () => {
  it("are stored with their font type, whatever type the browser claimed", async () => {
    const { admin, teamId } = await styleSetup();
    const cases: [Uint8Array, string, string, string][] = [
      [fontBytes("wOF2"), "Brand.woff2", "", "font/woff2"],
      [fontBytes("wOFF"), "Brand.woff", "application/font-woff", "font/woff"],
      [fontBytes([0, 1, 0, 0]), "Brand.ttf", "application/x-font-ttf", "font/ttf"],
      [fontBytes("OTTO"), "Brand.otf", "application/octet-stream", "font/otf"],
    ];
    for (const [bytes, name, claimed, expected] of cases) {
      const uploaded = await upload(admin.token, teamId, bytes, name, claimed);
      expect(uploaded.status, name).toBe(201);
      expect(uploaded.body.mimeType, name).toBe(expected);
      expect((await download(uploaded.body.id, "", admin.token)).type).toBe(expected);
    }
    // Nothing else is loosened: a page claiming to be a font is still a plain download.
    const html = await upload(admin.token, teamId, new TextEncoder().encode("<html><script>alert(1)</script></html>".padEnd(200)), "x.woff2", "font/woff2");
    expect(html.body.mimeType).toBe("application/octet-stream");
  });

  it("are served to visitors of a share whose document's style names them, and to nobody else", async () => {
    const { admin, teamId, classicId } = await styleSetup();
    const heading = (await upload(admin.token, teamId, fontBytes("wOF2"), "Heading.woff2")).body.id as string;
    const extra = (await upload(admin.token, teamId, fontBytes("wOFF"), "Extra.woff")).body.id as string;
    const unused = (await upload(admin.token, teamId, fontBytes("wOFF"), "Unused.woff")).body.id as string;
    const body = styleBody({
      fonts: { ...DEFAULT_DOC_STYLE.fonts, h2: { ...DEFAULT_DOC_STYLE.fonts.h2, source: "uploaded", family: "Heading", miscFileId: heading } },
      uploadedFonts: [{ family: "Extra", miscFileId: extra, weight: 400, style: "italic" }],
    });
    expect((await call(updateStyleRoute, "POST", { id: classicId }, admin.token, body)).status).toBe(200);
    const doc = await createDocument(admin.user.id, teamId, {}, [{ segmentType: "heading", content: "Gala" }]);
    expect((await call(setDocStyle, "POST", { id: doc.id }, admin.token, { styleId: classicId })).status).toBe(200);

    const shared = await callRoute(shareRoute, "POST", "/x", { token: admin.token, params: { id: doc.id }, body: { type: "link" } });
    expect(shared.status).toBeLessThan(300);
    const snapshot = await db.snapshot.findFirstOrThrow({ where: { documentId: doc.id } });
    expect([...snapshot.fileIds].sort()).toEqual([heading, extra].sort());
    // Font files are served, not offered as the document's downloads.
    expect((snapshot.frozen as { files: unknown[] }).files).toEqual([]);

    const q = `?share=${snapshot.shareKey}`;
    expect(await download(heading, q)).toEqual({ status: 200, type: "font/woff2" });
    expect(await download(extra, q)).toEqual({ status: 200, type: "font/woff" });
    expect((await download(unused, q)).status).toBe(404);
    expect((await download(heading, "")).status).toBe(401);
  });
});
