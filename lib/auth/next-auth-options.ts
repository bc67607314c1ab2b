import type { NextAuthOptions } from "next-auth";
import { encode } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { login } from "@/lib/accounts/login";
import { loginSchema } from "@/lib/accounts/schemas";
import { AppError } from "@/lib/http/errors";
import { findSessionUser } from "./actor";
import { addressFromHeaders } from "./rate-limit";
import { authSecret } from "./secret";
import { claimsOfToken, newSessionId, secureCookies, SESSION_COOKIE, SESSION_DAYS_REMEMBERED, sessionMaxAgeSeconds } from "./session-cookie";
import { endSession } from "./sessions";

const truthy = (value: string | undefined) => value === "true" || value === "on" || value === "1";

/**
 * next-auth runs the browser session: a JWT in its session cookie, which POST /api/login also
 * issues (same name, same encoding, same claims), so both ways of signing in give one session.
 * Pass the request so the cookie is Secure when it came over https (see secureCookies).
 */
export function nextAuthOptions(request?: Request): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_DAYS_REMEMBERED * 24 * 3600 },
    // next-auth renews the JWT with the session's maxAge; a session without "remember me" keeps its shorter life.
    jwt: { encode: (params) => encode({ ...params, maxAge: params.token?.rm === false ? sessionMaxAgeSeconds(false) : params.maxAge }) },
    pages: { signIn: "/auth/login", error: "/auth/login" },
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies(request) },
      },
    },
    providers: [
      CredentialsProvider({
        name: "credentials",
        credentials: { username: { type: "text" }, password: { type: "password" }, rememberme: { type: "checkbox" } },
        async authorize(credentials, authRequest) {
          const parsed = loginSchema.safeParse({
            username: credentials?.username,
            password: credentials?.password,
            rememberme: truthy(credentials?.rememberme),
          });
          if (!parsed.success) return null;
          const headers = (authRequest?.headers ?? {}) as Record<string, string | undefined>;
          try {
            const { user } = await login(parsed.data, addressFromHeaders((name) => headers[name]), { issueToken: false });
            return { id: user.id, name: `${user.firstname} ${user.lastname}`, email: user.email, sv: user.sessionVersion, rm: parsed.data.rememberme };
          } catch (error) {
            // next-auth reports the message as ?error=..., so the login page can show the P0003 prompt.
            if (error instanceof AppError && error.code === "P0003") throw new Error("P0003");
            return null;
          }
        },
      }),
    ],
    events: {
      // next-auth's own sign-out (POST /api/auth/signout) ends the session on the server like GET /api/logout.
      async signOut({ token }) {
        const claims = token ? claimsOfToken(token) : null;
        const user = claims ? await findSessionUser(claims) : null;
        if (claims && user) await endSession({ user, via: { kind: "cookie", rememberMe: claims.rm, sessionId: claims.sid ?? null } });
      },
    },
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          token.sv = (user as { sv?: number }).sv ?? 0;
          token.rm = (user as { rm?: boolean }).rm ?? false;
          token.sid = newSessionId();
          return token;
        }
        // A renewal (GET /api/auth/session): a revoked or outdated session must not get a fresh expiry,
        // or a copied cookie could outlive its revocation record. Throwing makes next-auth clear the cookie.
        const claims = claimsOfToken(token);
        if (!claims || !(await findSessionUser(claims))) throw new Error("Session ended");
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub } };
      },
    },
  };
}
