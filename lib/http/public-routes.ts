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
  { method: "GET", path: "/api/health", why: "liveness probe for load balancers and deployments" },
  { method: "POST", path: "/api/stripe/webhook", why: "Stripe's event deliveries, proven by their signature" },
  { method: "GET", path: "/api/invitation/{key}", why: "registration form checks its invitation key" },
  { method: "POST", path: "/api/shared-document/{key}/{n}/events", why: "share visitors' view events (no account; open share and PIN cookie checked)" },
  { method: "POST", path: "/api/form/rsvp/{segmentId}", why: "share visitors' RSVP replies (no account; open share, its recipient and PIN cookie checked)" },
  { method: "POST", path: "/api/shared-document/{key}/{n}", why: "share visitors load the frozen document (the share key is the capability; PIN checked)" },
  { method: "GET", path: "/shared/{key}/{recipient}", why: "public share view (HTML) for clients without an account" },
  { method: "POST", path: "/shared/{key}/{recipient}", why: "PIN form of the public share view" },
  { method: "GET", path: "/shared-assets/{file}", why: "scripts and styles of the public share view" },
  { method: "GET", path: "/design-preview/{schabloneId}/{docId}", why: "public preview of a design template (HTML) for visitors without an account" },
  { method: "POST", path: "/design-preview/{schabloneId}/{docId}", why: "\"Use this design\" form: anonymous visitors are sent to registration" },
  { method: "GET", path: "/api/media/download/{id}", why: "share visitors' images with ?share= (open share listing it, PIN cookie); members otherwise, 401 without session or share" },
  { method: "GET", path: "/api/media/{id}/width/{w}/{h}", why: "share visitors' images with ?share= (open share listing it, PIN cookie); members otherwise" },
  { method: "GET", path: "/api/media/{id}/max-width/{w}", why: "share visitors' images with ?share= (open share listing it, PIN cookie); members otherwise" },
  { method: "GET", path: "/api/misc-file/download/{id}", why: "share visitors' files with ?share= (open share listing it, PIN cookie); members otherwise" },
  { method: "GET", path: "/s/{code}", why: "short share link for clients (redirects to the public share view)" },
  { method: "GET", path: "/api/schablone-definitions", why: "design template gallery for visitors without an account (definitions only; writing is the super admin's)" },
  { method: "GET", path: "/api/schablone-definition/{id}", why: "one design template of the public gallery" },
  { method: "GET", path: "/api/document/schablone/{schabloneId}", why: "public preview of a design template's document (read-only, no owner data)" },
];
