import { cx } from "@/components/ui";
import { initials, type MemberItem } from "./member-item";

/** Initials in a circle; decorative, the name is always written next to it. A pending invitation is drawn dashed. */
export function MemberAvatar({ member, size = "md" }: { member: MemberItem; size?: "md" | "lg" }) {
  const pending = member.status === "pending";
  return (
    <span
      aria-hidden="true"
      className={cx(
        "flex shrink-0 items-center justify-center rounded-full font-semibold tracking-wide select-none",
        size === "lg" ? "size-14 text-lg" : "size-10 text-sm",
        pending ? "border border-dashed border-ink-400 bg-surface text-ink-600" : "bg-accent-100 text-accent-800",
      )}
    >
      {initials(member)}
    </span>
  );
}
