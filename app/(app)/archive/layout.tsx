import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The archive (the documents index's binned and archived documents): its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function ArchiveLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="documents">{children}</ClientMessages>;
}
