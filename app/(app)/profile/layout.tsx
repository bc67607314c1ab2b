import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The user's profile: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="profile">{children}</ClientMessages>;
}
