import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { TabBar } from "@/components/superadmin/tab-bar";
import { tabFromSegment } from "@/components/superadmin/tabs";
import { PageHeader } from "@/components/ui";
import { requireActor } from "@/lib/auth/page-session";
import { isSuperAdmin } from "@/lib/auth/policy";

// The operator console's frame (accounts spec §2: /super-admin/:tabIdx): the heading and the tab bar
// stay while a tab loads (loading.tsx). Operators only (the global role admin and the super-admin
// flag); everyone else, and any other tab number, gets the not-found page.
export default async function SuperAdminLayout({ params, children }: { params: Promise<{ tabIdx: string }>; children: ReactNode }) {
  const [{ tabIdx }, actor] = await Promise.all([params, requireActor()]);
  if (!isSuperAdmin(actor.user)) notFound();
  const tab = tabFromSegment(tabIdx);
  if (!tab) notFound();
  const t = await getTranslations("superAdmin");
  return (
    <div className="mx-auto w-full max-w-7xl">
      <PageHeader title={t("title")} description={t("description")} className="pb-5" />
      <TabBar current={tab} />
      {children}
    </div>
  );
}
