/** Where a workspace's misc file is stored (uploads and imports write the same place). */
export const miscFileKey = (teamId: string, fileId: string) => `misc-files/${teamId}/${fileId}/file`;
