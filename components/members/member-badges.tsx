import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui";
import type { MemberItem } from "./member-item";

export function RoleBadge({ role }: { role: MemberItem["role"] }) {
  const t = useTranslations("members.roles");
  return <Badge tone={role === "ADMIN" ? "accent" : "neutral"}>{t(role)}</Badge>;
}

export function PendingBadge() {
  const t = useTranslations("members");
  return (
    <Badge tone="warning" dot>
      {t("pending")}
    </Badge>
  );
}

/** A pending invitation past its 7 days: its link no longer works until an admin re-sends it. */
export function ExpiredBadge() {
  const t = useTranslations("members");
  return (
    <Badge tone="danger" dot>
      {t("expired")}
    </Badge>
  );
}
