// What happened to a share, as the owner's deal panel lists it. Pure and browser-safe.

export const DEAL_TIMELINE_KINDS = ["sent", "opened", "signed", "accepted", "declined"] as const;
export type DealTimelineKind = (typeof DEAL_TIMELINE_KINDS)[number];

export interface DealTimelineEntry {
  kind: DealTimelineKind;
  at: Date;
  /** The signer (signed) or who declined (declined). */
  name?: string;
}

export interface DealOutcomeSummary {
  outcome: "ACCEPTED" | "DECLINED";
  decidedAt: Date;
  contentHash: string | null;
  declinedBy: string | null;
  declineReason: string | null;
}

/** What happened, oldest first: sent, first opened, each signature, then the outcome. */
export function dealTimeline(input: {
  sentAt: Date;
  openedAt: Date | null;
  signatures: { signerName: string; signedAt: Date }[];
  outcome: DealOutcomeSummary | null;
}): DealTimelineEntry[] {
  const entries: DealTimelineEntry[] = [{ kind: "sent", at: input.sentAt }];
  if (input.openedAt) entries.push({ kind: "opened", at: input.openedAt });
  for (const signature of input.signatures) entries.push({ kind: "signed", at: signature.signedAt, name: signature.signerName });
  if (input.outcome?.outcome === "ACCEPTED") entries.push({ kind: "accepted", at: input.outcome.decidedAt });
  if (input.outcome?.outcome === "DECLINED") {
    entries.push({ kind: "declined", at: input.outcome.decidedAt, ...(input.outcome.declinedBy ? { name: input.outcome.declinedBy } : {}) });
  }
  const order = (kind: DealTimelineKind) => DEAL_TIMELINE_KINDS.indexOf(kind);
  // Stable by time; at the same millisecond the natural order (an opening cannot follow its signature).
  return entries.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || order(a.entry.kind) - order(b.entry.kind) || a.index - b.index).map(({ entry }) => entry);
}
