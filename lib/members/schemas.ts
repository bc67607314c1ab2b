import { z } from "zod";
import { emailSchema } from "@/lib/accounts/schemas";
import { idSchema } from "@/lib/validation/ids";

// Shared by the member route handlers and the member forms. Messages are keys under `validation`.
export const TEAM_ROLES = ["ADMIN", "MEMBER"] as const;
export type TeamRoleName = (typeof TEAM_ROLES)[number];

export const roleSchema = z.enum(TEAM_ROLES);

export const teamIdParams = z.object({ id: idSchema });
export const memberIdParams = z.object({ id: idSchema });
export const setAdminParams = z.object({ team: idSchema, member: idSchema, role: roleSchema });
export const invitationKeyParams = z.object({ key: z.string().trim().min(1).max(200) });

export const inviteSchema = z.object({
  email: emailSchema,
  role: roleSchema.default("MEMBER"),
  // Accepted for the spec's payload and ignored: the invitation link is always built from the app's
  // own address (APP_URL), so a caller cannot make our e-mails point elsewhere.
  registerUrlData: z.unknown().optional(),
});

export const updateMemberSchema = z.object({ role: roleSchema });

export const byEmailQuery = z.object({ email: emailSchema });

export const userSearchSchema = z.object({ text: z.string().trim().min(1).max(100) });

export type InviteInput = z.output<typeof inviteSchema>;
