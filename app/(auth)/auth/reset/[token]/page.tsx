import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { redirectIfSignedIn } from "@/lib/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.resetPassword"))("metaTitle") };
}

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  await redirectIfSignedIn();
  const { token } = await params;
  return <ResetPasswordForm token={token} />;
}
