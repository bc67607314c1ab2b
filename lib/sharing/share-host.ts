import { appUrl } from "@/lib/mail/config";
import { shareHostDomain } from "./keys";

// A workspace's share host ({subdomain}.SHARE_HOST_DOMAIN) serves its shares and design previews
// with what they load; anything else there (login, the app, the rest of the API) is sent to the
// app's own address. Pages are checked by proxy.ts, API routes by route() (lib/http/route.ts).
const SHARE_HOST_PREFIXES = ["/shared/", "/s/", "/shared-assets/", "/design-preview/", "/api/shared-document/", "/api/media/", "/api/misc-file/", "/api/form/", "/api/team/", "/api/health"];

/** A subdomain of SHARE_HOST_DOMAIN that is not the app's own host (app.eventdocs.app may live under it too). */
function isShareHost(host: string): boolean {
  const domain = shareHostDomain();
  if (domain === null) return false;
  const name = host.toLowerCase();
  return name.endsWith(`.${domain}`) && name !== new URL(appUrl()).hostname.toLowerCase();
}

/** Where a request to a share host for something it does not serve goes instead (the app's address), or null. */
export function shareHostRedirect(url: URL): URL | null {
  if (!isShareHost(url.hostname) || SHARE_HOST_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  return new URL(url.pathname + url.search, appUrl());
}
