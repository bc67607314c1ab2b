import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { firstParam } from "@/components/auth/auth-links";
import { RegisterForm } from "@/components/auth/register-form";
import { redirect } from "next/navigation";
import { currentActor, redirectIfSignedIn } from "@/lib/auth/page-session";
import { localeFromAcceptLanguage } from "@/lib/i18n/locales";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.register"))("metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const [query, requestHeaders] = await Promise.all([searchParams, headers()]);
  // A signed-in user following an invitation link joins from the invitation page instead.
  const invitationKey = firstParam(query.invitationKey);
  if (invitationKey && (await currentActor())) redirect(`/invitation/${encodeURIComponent(invitationKey)}`);
  await redirectIfSignedIn();
  // The spec asks for the phone step only when the browser language is Turkish (not the chosen interface language).
  const askPhone = localeFromAcceptLanguage(requestHeaders.get("accept-language")) === "tr";
  return <RegisterForm askPhone={askPhone} invitationKey={invitationKey} refCode={firstParam(query.refCode)} />;
}
