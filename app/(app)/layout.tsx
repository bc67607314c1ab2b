import type { ReactNode } from "react";
import { AppShell } from "@/components/shell/app-shell";
import { requireActor } from "@/lib/auth/page-session";

export default async function LoggedInLayout({ children }: { children: ReactNode }) {
  const actor = await requireActor();
  return <AppShell user={actor.user}>{children}</AppShell>;
}
