import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// A workspace member's page: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function MemberLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="members">{children}</ClientMessages>;
}
