import type { Metadata } from "next";
import { cookies } from "next/headers";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { ProfileForm } from "@/components/account/profile-form";
import { ProfilePhoto } from "@/components/account/profile-photo";
import { Card, CardHeader, PageHeader } from "@/components/ui";
import { loadMe } from "@/lib/accounts/me";
import { diskUsage } from "@/lib/accounts/profile";
import { BUILD_VERSION } from "@/lib/app-version";
import { requireActor } from "@/lib/auth/page-session";
import { loadShellData } from "@/lib/shell/shell-data";
import { currentWorkspace, WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("profile"))("title") };
}

export default async function ProfilePage() {
  const actor = await requireActor();
  const [me, usage, t, format, shell, cookieStore] = await Promise.all([
    loadMe(actor.user.id),
    diskUsage(actor.user.id),
    getTranslations("profile"),
    getFormatter(),
    loadShellData(actor.user.id),
    cookies(),
  ]);
  // The photo picker offers the library of the workspace the shell is in.
  const workspace = currentWorkspace(shell.memberships, cookieStore.get(WORKSPACE_COOKIE)?.value);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="self-start">
          <CardHeader title={t("detailsTitle")} />
          <ProfileForm
            initial={{
              title: me.title ?? "",
              firstname: me.firstname,
              lastname: me.lastname,
              language: me.language,
              mobilePhone: me.mobilePhone ?? "",
              instagramUserName: me.instagramUserName ?? "",
              emailNotifications: me.emailNotifications,
            }}
          />
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader title={t("photoTitle")} />
            <ProfilePhoto userId={me.id} image={me.image} name={`${me.firstname} ${me.lastname}`} teamId={workspace?.teamId ?? null} />
          </Card>
          <Card>
            <CardHeader title={t("accountTitle")} />
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-ink-500">{t("username")}</dt>
                <dd className="font-medium text-ink-900">{me.username}</dd>
              </div>
              <div>
                <dt className="text-ink-500">{t("email")}</dt>
                <dd className="font-medium break-all text-ink-900">{me.email}</dd>
              </div>
              <div>
                <dt className="text-ink-500">{t("diskUsage")}</dt>
                <dd className="font-medium text-ink-900">{format.number(usage.totalSize / 1_048_576, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })}</dd>
              </div>
              <div>
                <dt className="text-ink-500">{t("version")}</dt>
                <dd className="font-medium text-ink-900">{BUILD_VERSION}</dd>
              </div>
            </dl>
            <div className="mt-5 flex flex-col gap-2 border-t border-ink-100 pt-4 text-sm">
              <Link href="/change-password" className="font-medium text-accent-700 underline-offset-4 hover:underline">
                {t("changePassword")}
              </Link>
              <Link href="/account-misc" className="font-medium text-danger-700 underline-offset-4 hover:underline">
                {t("deleteAccount")}
              </Link>
            </div>
          </Card>
        </div>
      </div>
    </>
  );
}
