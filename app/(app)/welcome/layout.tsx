import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The first-run welcome page: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function WelcomeLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="welcome">{children}</ClientMessages>;
}
