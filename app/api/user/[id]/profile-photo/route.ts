import { accountContracts } from "@/lib/accounts/contracts";
import { readProfilePhoto, removeProfilePhoto, setProfilePhoto } from "@/lib/accounts/profile-photo";
import { canManageUser, canSeeUser } from "@/lib/auth/policy";
import { readFormBody } from "@/lib/http/form-body";
import { invalidInput, notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { imageFromForm } from "@/lib/teams/library-image";

// An upload (multipart `file`) or, as JSON `{ mediaId }`, an image of a workspace the user has joined.
export const POST = route(accountContracts.uploadProfilePhoto, async ({ actor, params, request, t }) => {
  if (!canManageUser(actor, params.id)) throw notFound();
  const joined = { team: { members: { some: { userId: actor.user.id, acceptedAt: { not: null } } } } };
  const file = await imageFromForm(await readFormBody(request), joined, t);
  if (!file) throw invalidInput("invalidInput", [{ path: "file", message: "validation.required" }]);
  const image = await setProfilePhoto(actor.user.id, file);
  return { user: { image } };
});

export const DELETE = route(accountContracts.deleteProfilePhoto, async ({ actor, params }) => {
  if (!canManageUser(actor, params.id)) throw notFound();
  await removeProfilePhoto(actor.user.id);
  return { user: { image: null } };
});

export const GET = route(accountContracts.getProfilePhoto, async ({ actor, params }) => {
  if (!(await canSeeUser(actor, params.id))) throw notFound();
  const bytes = await readProfilePhoto(params.id);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), { headers: { "content-type": "image/webp", "cache-control": "private, max-age=300" } });
});
