import { describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/misc-file/download/[id]/route";
import { GET as read } from "@/app/api/misc-file/[id]/route";
import { POST as upload } from "@/app/api/team/[id]/misc-file/route";
import { db } from "@/lib/db/client";
import { getObject } from "@/lib/storage";
import { createUser } from "../factories/users";
import { callRoute } from "../support/call-route";

async function teamOf(userId: string) {
  return (await db.team.findFirstOrThrow({ where: { members: { some: { userId } } } })).id;
}

function form(bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string) {
  const data = new FormData();
  data.append("file", new Blob([bytes], { type }), name);
  return data;
}

const PDF = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"));

async function fetchFile(id: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return download(new Request("http://localhost:3000/x", { headers }), { params: Promise.resolve({ id }) });
}

async function uploadPdf(token: string, teamId: string, name = "Menu & prices.pdf") {
  return callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(PDF, name, "application/pdf") });
}

describe("misc files", () => {
  it("stores an uploaded PDF, answers its metadata and serves it back byte for byte as a download", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const created = await uploadPdf(token, teamId, "Menü & prices 2025.pdf");
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toEqual({ _id: id, id, sourceFileName: "Menü & prices 2025.pdf", mimeType: "application/pdf", size: PDF.length });

    const row = await db.miscFile.findUniqueOrThrow({ where: { id } });
    expect([row.teamId, row.uploadedById, row.storageKey, Number(row.sizeBytes)]).toEqual([teamId, user.id, `misc-files/${teamId}/${id}/file`, PDF.length]);
    expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);

    const meta = await callRoute(read, "GET", "/x", { token, params: { id } });
    expect(meta.status).toBe(200);
    expect(meta.body).toEqual(created.body);

    const served = await fetchFile(id, token);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PDF)).toBe(true);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cache-control")).toMatch(/^private/);
    expect(served.headers.get("content-disposition")).toBe(`attachment; filename="Men_ & prices 2025.pdf"; filename*=UTF-8''Men%C3%BC%20%26%20prices%202025.pdf`);
  });

  it("keeps only the last part of a path-like name", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const windows = await uploadPdf(token, teamId, "C:\\Users\\ada\\Documents\\plan.pdf");
    expect(windows.body.sourceFileName).toBe("plan.pdf");
    const climbing = await uploadPdf(token, teamId, "../../etc/passwd");
    expect(climbing.body.sourceFileName).toBe("passwd");
    const row = await db.miscFile.findUniqueOrThrow({ where: { id: climbing.body.id } });
    expect(row.storageKey).toBe(`misc-files/${teamId}/${climbing.body.id}/file`);
  });

  it("serves HTML claimed as text/html as application/octet-stream", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const created = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form("<script>alert(1)</script>", "page.html", "text/html") });
    expect(created.status).toBe(201);
    expect(created.body.mimeType).toBe("application/octet-stream");
    const served = await fetchFile(created.body.id, token);
    expect(served.headers.get("content-type")).toBe("application/octet-stream");
    expect(served.headers.get("content-disposition")).toMatch(/^attachment;/);
    // A PDF claim on bytes that are not a PDF is not believed either.
    const fake = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form("<html></html>", "fake.pdf", "application/pdf") });
    expect(fake.body.mimeType).toBe("application/octet-stream");
  });

  it("refuses a file over 20 MB with the spec's message, an empty file and a missing one, and stores nothing", async () => {
    const { user, token } = await createUser();
    const teamId = await teamOf(user.id);
    const big = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Uint8Array(20 * 1024 * 1024 + 1), "big.pdf", "application/pdf") });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toBe("Max file size limit is 20 MB");
    const empty = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: form(new Uint8Array(0), "empty.pdf", "application/pdf") });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("The file is empty.");
    const missing = await callRoute(upload, "POST", "/x", { token, params: { id: teamId }, form: new FormData() });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual([{ path: "file", message: "This field is required." }]);
    expect(await db.miscFile.count({ where: { teamId } })).toBe(0);
  });

  it("answers 404 to an outsider on all three calls and 401 without a session", async () => {
    const { user, token } = await createUser();
    const outsider = await createUser();
    const teamId = await teamOf(user.id);
    const id = (await uploadPdf(token, teamId)).body.id as string;

    const foreignUpload = await uploadPdf(outsider.token, teamId);
    expect(foreignUpload.status).toBe(404);
    expect((await callRoute(read, "GET", "/x", { token: outsider.token, params: { id } })).status).toBe(404);
    const foreignDownload = await fetchFile(id, outsider.token);
    expect(foreignDownload.status).toBe(404);
    expect(foreignDownload.headers.get("content-disposition")).toBeNull();
    expect(await db.miscFile.count({ where: { teamId } })).toBe(1);

    expect((await callRoute(upload, "POST", "/x", { params: { id: teamId }, form: form(PDF, "a.pdf", "application/pdf") })).status).toBe(401);
    expect((await callRoute(read, "GET", "/x", { params: { id } })).status).toBe(401);
    expect((await fetchFile(id)).status).toBe(401);
    // An id that names nothing is a 404 for members too.
    expect((await callRoute(read, "GET", "/x", { token, params: { id: "c".padEnd(25, "0") } })).status).toBe(404);
    expect(await getObject(`misc-files/${teamId}/${id}/file`)).not.toBeNull();
  });
});
