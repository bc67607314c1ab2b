// Misc file limits, shared by the server and the editor's upload (which checks them first, so a
// file that is too big is refused before it is sent). Spec §9: uploads up to 20 MB.
export const MAX_MISC_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_MISC_FILE_LABEL = "20 MB";
