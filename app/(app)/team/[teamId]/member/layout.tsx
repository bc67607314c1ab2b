import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// A workspace's members: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function TeamMembersLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="members">{children}</ClientMessages>;
}
