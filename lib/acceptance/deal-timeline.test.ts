import { describe, expect, it } from "vitest";
import { dealTimeline } from "./deal-timeline";

const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 10, minutes));

describe("dealTimeline", () => {
  it("lists sent, opened, each signature and the acceptance, oldest first", () => {
    const entries = dealTimeline({
      sentAt: at(0),
      openedAt: at(5),
      signatures: [
        { signerName: "Ben", signedAt: at(30) },
        { signerName: "Anna", signedAt: at(20) },
      ],
      outcome: { outcome: "ACCEPTED", decidedAt: at(30), contentHash: "h", declinedBy: null, declineReason: null },
    });
    expect(entries.map((entry) => [entry.kind, entry.name ?? null, entry.at.getUTCMinutes()])).toEqual([
      ["sent", null, 0],
      ["opened", null, 5],
      ["signed", "Anna", 20],
      // The last signature and the acceptance share their millisecond: the signature comes first.
      ["signed", "Ben", 30],
      ["accepted", null, 30],
    ]);
  });

  it("leaves out an opening that never happened and names who declined", () => {
    const entries = dealTimeline({
      sentAt: at(0),
      openedAt: null,
      signatures: [],
      outcome: { outcome: "DECLINED", decidedAt: at(9), contentHash: null, declinedBy: "Ben", declineReason: "Budget" },
    });
    expect(entries).toEqual([
      { kind: "sent", at: at(0) },
      { kind: "declined", at: at(9), name: "Ben" },
    ]);
  });
});
