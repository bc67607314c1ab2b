import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The media library: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function MediaLibraryLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="mediaLibrary">{children}</ClientMessages>;
}
