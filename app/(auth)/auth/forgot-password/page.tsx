import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { RESET_TTL_MINUTES } from "@/lib/accounts/passwords";
import { redirectIfSignedIn } from "@/lib/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.forgotPassword"))("metaTitle") };
}

export default async function ForgotPasswordPage() {
  await redirectIfSignedIn();
  return <ForgotPasswordForm linkValidMinutes={RESET_TTL_MINUTES} />;
}
