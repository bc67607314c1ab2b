import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The components showcase: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function CssTestLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="csstest">{children}</ClientMessages>;
}
