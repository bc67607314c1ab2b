import { notFound, redirect } from "next/navigation";
import { requireActor } from "@/lib/auth/page-session";
import { isSuperAdmin } from "@/lib/auth/policy";

// /super-admin: the console's first tab for operators (the sidebar links here, so its entry stays
// marked on every tab); the not-found page for everyone else.
export default async function SuperAdminIndex() {
  const actor = await requireActor();
  if (!isSuperAdmin(actor.user)) notFound();
  redirect("/super-admin/0");
}
