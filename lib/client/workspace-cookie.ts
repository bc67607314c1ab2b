import { WORKSPACE_COOKIE } from "@/lib/shell/workspaces";

const ONE_YEAR = 365 * 24 * 3600;

/**
 * Makes this workspace the one the shell is in (lib/shell/workspaces.ts currentWorkspace reads the
 * cookie on the server). Browser only; refresh the router afterwards to re-render the shell.
 */
export function rememberWorkspace(teamId: string): void {
  document.cookie = `${WORKSPACE_COOKIE}=${encodeURIComponent(teamId)}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax`;
}
