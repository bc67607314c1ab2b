import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// Accepting a workspace invitation: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function InvitationLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="members">{children}</ClientMessages>;
}
