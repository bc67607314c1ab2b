import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ActivateAccount } from "@/components/auth/activate-account";
import { currentActor } from "@/lib/auth/page-session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.activate"))("metaTitle") };
}

// Not logged-out-only: a signed-in user may follow the e-mailed link too. The session is read only
// to choose where to go afterwards; the token itself is confirmed by the browser, once.
export default async function ActivatePage({ params }: { params: Promise<{ token: string }> }) {
  const [{ token }, actor] = await Promise.all([params, currentActor()]);
  return <ActivateAccount token={token} signedIn={Boolean(actor)} />;
}
