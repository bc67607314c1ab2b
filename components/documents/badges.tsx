"use client";

import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui";
import type { DealStatusName, EventState } from "@/lib/documents/list-format";

/** The shown status: draft, shared, or the event's own state as the user typed it. */
export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations("documents.status");
  if (status === "draft") return <Badge tone="neutral">{t("draft")}</Badge>;
  if (status === "shared") return <Badge tone="success" dot>{t("shared")}</Badge>;
  return (
    <Badge tone="accent" dot title={status} className="max-w-40">
      <span className="truncate">{status}</span>
    </Badge>
  );
}

const STATE_TONES: Record<EventState, BadgeTone> = { today: "danger", tomorrow: "warning", "this-week": "accent", later: "neutral" };

/** The event-state class of an upcoming event, as a coloured badge (the class is also on the element). */
export function EventStateBadge({ state }: { state: EventState }) {
  const t = useTranslations("documents.upcoming.states");
  return (
    <Badge tone={STATE_TONES[state]} dot className={`event-state-${state}`} data-event-state={state}>
      {t(state)}
    </Badge>
  );
}

const DEAL_TONES: Record<Exclude<DealStatusName, "NONE">, BadgeTone> = { AWAITING: "warning", ACCEPTED: "success", DECLINED: "danger" };

/** Where the document stands with its client: awaiting signature (amber), accepted (green), declined (red), always in words; nothing before a deal. */
export function DealBadge({ status, className }: { status: DealStatusName; className?: string }) {
  const t = useTranslations("deal.status");
  if (status === "NONE") return null;
  return (
    <Badge tone={DEAL_TONES[status]} dot className={className} data-deal-status={status}>
      {t(status)}
    </Badge>
  );
}
