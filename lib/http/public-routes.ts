import type { HttpMethod } from "./contract";

/**
 * Every route that answers without a session, and why. This list is the single place that says so:
 * a test checks that exactly these contracts are marked `auth: "public"`, and the outsider test
 * (tests/integration/outsider.test.ts) walks every other route with a stranger's token.
 */
export const PUBLIC_ROUTES: { method: HttpMethod; path: string; why: string }[] = [
  { method: "POST", path: "/api/login", why: "sign-in" },
  { method: "POST", path: "/api/register", why: "registration" },
  { method: "GET", path: "/api/is-username-available/{name}", why: "registration form" },
  { method: "GET", path: "/api/loggedin", why: "session probe, never 401" },
  { method: "GET", path: "/api/logout", why: "ending a session that may already be gone" },
  { method: "POST", path: "/api/{token}/activate", why: "activation link from the e-mail" },
  { method: "POST", path: "/api/account/activate", why: "activation prompt after a P0003 login" },
  { method: "POST", path: "/api/activation/resend", why: "activation prompt after a P0003 login" },
  { method: "POST", path: "/api/forgot-password", why: "password reset request" },
  { method: "POST", path: "/api/reset/{token}", why: "password reset link from the e-mail" },
  { method: "GET", path: "/api/auth/{nextauth}", why: "next-auth's own endpoints" },
  { method: "POST", path: "/api/auth/{nextauth}", why: "next-auth's own endpoints" },
  { method: "GET", path: "/api/dev/mailbox", why: "local e-mail outbox; absent when a provider is configured" },
  { method: "GET", path: "/api/openapi.json", why: "API description" },
  { method: "GET", path: "/api/invitation/{key}", why: "registration form checks its invitation key" },
];
