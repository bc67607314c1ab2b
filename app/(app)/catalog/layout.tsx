import type { ReactNode } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";

// The catalog and its item forms: its client components get only their own messages (lib/i18n/client-namespaces.ts).
export default function CatalogLayout({ children }: { children: ReactNode }) {
  return <ClientMessages area="catalog">{children}</ClientMessages>;
}
