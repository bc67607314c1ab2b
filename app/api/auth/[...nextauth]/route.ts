import NextAuth from "next-auth";
import { nextAuthOptions } from "@/lib/auth/next-auth-options";
import { ensureNextAuthUrl } from "@/lib/auth/next-auth-url";

type Context = { params: Promise<{ nextauth: string[] }> };

// Built per request: the secret may be created on first start (lib/auth/secret.ts).
async function handler(request: Request, context: Context) {
  ensureNextAuthUrl();
  return NextAuth(request as never, context as never, nextAuthOptions(request));
}

export { handler as GET, handler as POST };
