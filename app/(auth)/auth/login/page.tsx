import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { designFromNext, firstParam, registerHref } from "@/components/auth/auth-links";
import { LoginForm } from "@/components/auth/login-form";
import { redirectIfSignedIn } from "@/lib/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.login"))("metaTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  await redirectIfSignedIn();
  const query = await searchParams;
  const next = firstParam(query.next);
  return (
    <LoginForm
      sessionEnded={firstParam(query.session) === "ended"}
      next={next}
      // Back from a design preview's registration: signing up from here still starts with that design.
      registerHref={registerHref({ invitationKey: firstParam(query.invitationKey), refCode: firstParam(query.refCode), design: designFromNext(next) })}
    />
  );
}
