import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { firstParam, registerHref } from "@/components/auth/auth-links";
import { LoginForm } from "@/components/auth/login-form";
import { redirectIfSignedIn } from "@/lib/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.login"))("metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  await redirectIfSignedIn();
  const query = await searchParams;
  return (
    <LoginForm
      sessionEnded={firstParam(query.session) === "ended"}
      next={firstParam(query.next)}
      registerHref={registerHref({ invitationKey: firstParam(query.invitationKey), refCode: firstParam(query.refCode) })}
    />
  );
}
