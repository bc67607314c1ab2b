import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { Card, PageHeader } from "@/components/ui";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("changePassword"))("title") };
}

export default async function ChangePasswordPage() {
  const t = await getTranslations("changePassword");
  return (
    <div className="max-w-lg">
      <PageHeader title={t("title")} description={t("description")} />
      <Card>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
