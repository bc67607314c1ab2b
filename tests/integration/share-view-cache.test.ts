import { describe, expect, it } from "vitest";
import { POST as disableRoute } from "@/app/api/document/[id]/disable-share/route";
import { POST as enableRoute } from "@/app/api/document/[id]/enable-share/route";
import { POST as shareRoute } from "@/app/api/document/[id]/share/route";
import { GET as sharedPage } from "@/app/shared/[key]/[recipient]/route";
import { createDocument } from "../factories/documents";
import { createTeamWithMembers } from "../factories/teams";
import { callRoute } from "../support/call-route";

// The share view remembers a share's row for two seconds (lib/share/open-share.ts); disabling or
// enabling a share must still take effect on the very next visit.

type Handler = Parameters<typeof callRoute>[0];

describe("the share view's short memory of a share", () => {
  it("shows the link-disabled page right after the owner disables, and the document right after enabling", async () => {
    const { admin, teamId } = await createTeamWithMembers();
    const doc = await createDocument(admin.user.id, teamId, {}, [{ segmentType: "heading", content: "Autumn gala" }]);
    const shared = await callRoute(shareRoute as Handler, "POST", "/x", { token: admin.token, params: { id: doc.id }, body: { type: "link" } });
    expect(shared.status).toBe(201);
    const { key } = shared.body.snapshot.shareInfo as { key: string };
    const visit = () => callRoute(sharedPage as Handler, "GET", `/shared/${key}/0`, { params: { key, recipient: "0" }, query: { step: "document" } });
    const toggle = (handler: unknown) => callRoute(handler as Handler, "POST", "/x", { token: admin.token, params: { id: doc.id }, body: { snapshotId: shared.body.snapshot.id } });

    expect((await visit()).body).toContain("Autumn gala");
    expect((await toggle(disableRoute)).status).toBe(200);
    const disabled = await visit();
    expect([disabled.status, disabled.body]).toEqual([404, expect.stringContaining("This document is not available at this time.")]);
    expect((await toggle(enableRoute)).status).toBe(200);
    expect((await visit()).status).toBe(200);
  });
});
