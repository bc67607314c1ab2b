import { z } from "zod";
import { defineContract, successSchema } from "@/lib/http/contract";
import { imageOrMediaBody } from "@/lib/teams/library-image-schemas";
import { idSchema } from "@/lib/validation/ids";
import {
  activateByCodeSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resendActivationSchema,
  resetPasswordSchema,
  setLastUsedVersionSchema,
} from "./schemas";

const tag = "Accounts";
const tokenParam = z.object({ token: z.string().min(10).max(200) });
const userIdParam = z.object({ id: idSchema });

export const accountContracts = {
  login: defineContract({ method: "POST", path: "/api/login", tag, auth: "public", summary: "Sign in; sets the session cookie and answers a bearer token", body: loginSchema }),
  register: defineContract({ method: "POST", path: "/api/register", tag, auth: "public", summary: "Create an account (unactivated) and sign it in", body: registerSchema }),
  usernameAvailable: defineContract({
    method: "GET",
    path: "/api/is-username-available/{name}",
    tag,
    auth: "public",
    summary: "Is this username free?",
    params: z.object({ name: z.string().min(1).max(100) }),
    response: z.object({ available: z.boolean() }),
  }),
  me: defineContract({ method: "GET", path: "/api/users/me", tag, auth: "user", scope: "self", summary: "The signed-in user, memberships and the super-admin flag" }),
  loggedIn: defineContract({ method: "GET", path: "/api/loggedin", tag, auth: "public", summary: "Whether a session is present (never 401)" }),
  logout: defineContract({ method: "GET", path: "/api/logout", tag, auth: "public", summary: "End the session on the server: this browser session is revoked (a copy of its cookie is refused) or the bearer token deleted; clears the cookie", response: successSchema }),
  activateByLink: defineContract({ method: "POST", path: "/api/{token}/activate", tag, auth: "public", summary: "Activate by the e-mailed link token", params: tokenParam }),
  activateByCode: defineContract({ method: "POST", path: "/api/account/activate", tag, auth: "public", summary: "Activate with the 4-digit code and the account's username or e-mail", body: activateByCodeSchema }),
  resendActivation: defineContract({ method: "POST", path: "/api/activation/resend", tag, auth: "public", summary: "Send a new activation code and link", body: resendActivationSchema, response: successSchema }),
  forgotPassword: defineContract({ method: "POST", path: "/api/forgot-password", tag, auth: "public", summary: "E-mail a password reset link (text: username or e-mail)", body: forgotPasswordSchema, response: successSchema }),
  resetPassword: defineContract({ method: "POST", path: "/api/reset/{token}", tag, auth: "public", summary: "Set a new password from a reset link", params: tokenParam, body: resetPasswordSchema, response: successSchema }),
  signInLink: defineContract({
    method: "POST",
    path: "/api/sign-in-link/{token}",
    tag,
    auth: "public",
    summary: "Sign in with the one-time link e-mailed when wrong passwords from many addresses locked the account (30 minutes, single use); sets the session cookie",
    params: tokenParam,
    response: z.object({ redirect: z.string() }),
  }),
  changePassword: defineContract({ method: "POST", path: "/api/change-password", tag, auth: "user", scope: "self", summary: "Change the signed-in user's password", body: changePasswordSchema, response: successSchema }),
  profile: defineContract({
    method: "POST",
    path: "/api/profile",
    tag,
    auth: "user", scope: "self",
    summary: "Update the profile (multipart or JSON); answers a fresh token",
    body: profileSchema,
    bodyType: "multipart",
  }),
  uploadProfilePhoto: defineContract({
    method: "POST",
    path: "/api/user/{id}/profile-photo",
    tag,
    auth: "user",
    summary: "Set the profile photo: multipart field `file`, or JSON `{ mediaId }` of an image in a workspace the user has joined (404 otherwise)",
    params: userIdParam,
    body: imageOrMediaBody,
    bodyType: "multipart",
  }),
  deleteProfilePhoto: defineContract({ method: "DELETE", path: "/api/user/{id}/profile-photo", tag, auth: "user", summary: "Remove the profile photo", params: userIdParam }),
  getProfilePhoto: defineContract({ method: "GET", path: "/api/user/{id}/profile-photo", tag, auth: "user", summary: "The profile photo image", params: userIdParam }),
  canShare: defineContract({
    method: "GET",
    path: "/api/account/can-share",
    tag,
    auth: "user", scope: "self",
    summary:
      "Whether the account may share documents: 'true' once activated with a plan in force; otherwise `reason` says why (notActivated, planEnded, accountDisabled)",
    response: z.object({ status: z.enum(["true", "false"]), reason: z.enum(["notActivated", "planEnded", "accountDisabled"]).nullable() }),
  }),
  diskUsage: defineContract({
    method: "GET",
    path: "/api/users/diskUsage",
    tag,
    auth: "user", scope: "self",
    summary: "Bytes stored by the signed-in user",
    response: z.object({ totalSize: z.number(), media: z.number(), files: z.number() }),
  }),
  deleteAccount: defineContract({
    method: "DELETE",
    path: "/api/me",
    tag,
    auth: "user",
    scope: "self",
    summary: "Delete the signed-in account (fullName must equal first and last name, case-insensitive)",
    body: z.object({ fullName: z.string().trim().min(1, { message: "validation.required" }).max(200) }),
    example: { fullName: "Ada Lovelace" },
    response: successSchema,
  }),
  setLastUsedVersion: defineContract({
    method: "POST",
    path: "/api/account/setLastUsedVersion",
    tag,
    auth: "user", scope: "self",
    summary: "Remember the last build version the user has seen",
    body: setLastUsedVersionSchema,
    response: successSchema,
  }),
};
