/** Storage API (files, previews, avatar upload). */
export const files = {
  fileTooLarge: (limit: string) => `File size must be less than ${limit}`,
  fileType: 'Only .png, .jpg, .jpeg, .gif, .webp, .avif and .heic images are allowed',
  emptyFile: 'The file is empty',
  bucketNotFound: 'Bucket not found',
  fileNotFound: 'File not found',
  fileIdTaken: 'A file with the requested ID already exists',
  fileIdInvalid:
    'File ID must be 1 to 36 letters, digits, periods, hyphens or underscores, and must not start with a special character',
  notMultipart: 'Send the file as multipart/form-data',
  unexpectedFileField: 'Send the file in the "file" field',
  contentRangeInvalid: 'Invalid Content-Range header: expected "bytes start-end/total"',
  chunkSizeMismatch: 'The uploaded chunk does not match its Content-Range header',
  chunkOutOfOrder: (offset: number) =>
    `Chunk out of order: continue the upload from byte ${offset}`,
  uploadTotalMismatch: 'Content-Range total does not match the upload in progress',
  uniqueIdOnLaterChunk: 'Send the file ID returned by the first chunk',
  uploadIncomplete: 'This file has not finished uploading',
  permissionsOwnerOnly: 'A file can only grant permissions to its owner',
  nameRequired: 'File name is required',
  cannotPreview: 'This image cannot be previewed',
  outputUnsupported: (format: string) =>
    `${format.toUpperCase()} output is not supported on this server`,
  avatarTitle: 'Update avatar',
  changeAvatar: 'Change avatar',
  chooseImage: 'Choose an image',
  remove: 'Remove',
  selectedPreview: 'Selected image preview',
  avatarOf: (name: string) => `Avatar of ${name}`,
} as const;
