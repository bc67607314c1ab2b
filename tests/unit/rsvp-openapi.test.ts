import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/http/openapi";
import { rsvpContracts } from "@/lib/rsvp/contracts";

// The RSVP contracts describe themselves in the OpenAPI document, and the submit example is a body
// the contract accepts (the outsider and coverage tests rely on valid examples).
describe("rsvp contracts", () => {
  it("build into the OpenAPI document with the submit body's fields", () => {
    const doc = buildOpenApiDocument(Object.values(rsvpContracts)) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>> };
    expect(Object.keys(doc.paths).sort()).toEqual(["/api/document/{id}/guests", "/api/document/{id}/guests/export", "/api/form/rsvp/{segmentId}"]);
    expect(JSON.stringify(doc.paths["/api/form/rsvp/{segmentId}"].post.requestBody)).toContain("submissionKey");
  });

  it("accept their example, and a bare metaData body as formData", () => {
    const parsed = rsvpContracts.submit.body!.parse(rsvpContracts.submit.example);
    expect(parsed).toMatchObject({ recipient: "0", submissionKey: "k3Jd93nfa0aLq2" });
    expect(rsvpContracts.submit.body!.parse({ joining: false, excuse: { email: "a@b.co" } })).toEqual({ formData: { joining: false, excuse: { email: "a@b.co" } }, recipient: "0" });
  });
});
