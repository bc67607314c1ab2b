import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { login } from "@/lib/accounts/login";
import { loginSchema } from "@/lib/accounts/schemas";
import { AppError } from "@/lib/http/errors";
import { authSecret } from "./secret";
import { SESSION_COOKIE, SESSION_DAYS_REMEMBERED } from "./session-cookie";

/**
 * next-auth runs the browser session: a JWT in its session cookie, which POST /api/login also
 * issues (same name, same encoding, same claims), so both ways of signing in give one session.
 */
export function nextAuthOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_DAYS_REMEMBERED * 24 * 3600 },
    pages: { signIn: "/auth/login", error: "/auth/login" },
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: process.env.NEXTAUTH_URL?.startsWith("https://") ?? false },
      },
    },
    providers: [
      CredentialsProvider({
        name: "credentials",
        credentials: { username: { type: "text" }, password: { type: "password" } },
        async authorize(credentials, request) {
          const parsed = loginSchema.safeParse({ username: credentials?.username, password: credentials?.password });
          if (!parsed.success) return null;
          const forwarded = (request?.headers as Record<string, string> | undefined)?.["x-forwarded-for"];
          try {
            const { user } = await login(parsed.data, forwarded?.split(",")[0]?.trim() || "local");
            return { id: user.id, name: `${user.firstname} ${user.lastname}`, email: user.email, sv: user.sessionVersion };
          } catch (error) {
            // next-auth reports the message as ?error=..., so the login page can show the P0003 prompt.
            if (error instanceof AppError && error.code === "P0003") throw new Error("P0003");
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) token.sv = (user as { sv?: number }).sv ?? 0;
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
  };
}
