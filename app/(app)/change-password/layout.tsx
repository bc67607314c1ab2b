import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// Changing the password: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function ChangePasswordLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="changePassword">{children}</ClientMessages>;
}
