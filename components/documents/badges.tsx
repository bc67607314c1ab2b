"use client";

import { useTranslations } from "next-intl";
import { Badge, type BadgeTone } from "@/components/ui";
import type { EventState } from "@/lib/documents/list-format";

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
