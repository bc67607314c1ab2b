import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SignInLinkForm } from "@/components/auth/sign-in-link-form";
import { redirectIfSignedIn } from "@/lib/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signInLink"))("metaTitle") };
}

// The link only opens this page: signing in takes a press of its button (a POST), so a mail
// scanner that fetches every link in an e-mail cannot spend the single-use link.
export default async function SignInLinkPage({ params }: { params: Promise<{ token: string }> }) {
  await redirectIfSignedIn();
  const { token } = await params;
  return <SignInLinkForm token={token} />;
}
