/** Storage API (files, previews, avatar upload). */
export const files = {
  fileTooLarge: (limit: string) => `File size must be less than ${limit}`,
  fileType: 'Only .png, .jpg, .jpeg, .gif, .webp, .avif and .heic images are allowed',
  emptyFile: 'The file is empty',
  ticketFileType: 'Only .png, .jpg, .jpeg and .pdf files are allowed',
  privateBucketPermissions:
    'Files in this bucket are readable only by their owner and the support team',
  privateBucketNoLinks: 'Files in this bucket cannot be shared by link',
  previewImagesOnly: 'Previews are only available for images',
  bucketNotFound: 'Bucket not found',
  fileNotFound: 'File not found',
  fileIdTaken: 'A file with the requested ID already exists',
  fileIdInvalid:
    'File ID must be 1 to 36 letters, digits, periods, hyphens or underscores, and must not start with a special character',
  notMultipart: 'Send the file as multipart/form-data',
  unexpectedFileField: 'Send the file in the "file" field',
  contentRangeInvalid: 'Invalid Content-Range header: expected "bytes start-end/total"',
  chunkSizeMismatch: 'The uploaded chunk does not match its Content-Range header',
  uploadTotalMismatch: 'Content-Range total does not match the upload in progress',
  uniqueIdOnLaterChunk: 'Send the file ID returned by the first chunk',
  uploadIncomplete: 'This file has not finished uploading',
  permissionsOwnerOnly: 'A file can only grant permissions to its owner',
  permissionInvalid: (permission: string) =>
    `Invalid permission: ${permission}. Use read, update, delete or write with "any", "users" or "user:<id>"`,
  chunkRangeMisaligned: (chunkBytes: number) =>
    `Content-Range must cover one whole chunk of ${chunkBytes} bytes (the last chunk may be shorter)`,
  chunkContentConflict: (chunk: number) =>
    `Chunk ${chunk} was already received with different content; the upload was cancelled`,
  uploadInOtherSession: 'This file is being uploaded from another session',
  fileNameInvalid:
    'File name must be 1 to 255 characters, without "/", "\\", control or direction-override characters',
  folderInvalid:
    'Folder must be "/"-separated names without empty, "." or ".." parts, at most 255 characters',
  imageUnreadable:
    'The image could not be read: the file is damaged or not the image it claims to be',
  imageResolutionExceeded: 'The image resolution exceeds the maximum allowed',
  imageTooManyPixels: (megapixels: number) =>
    `The image is too large: at most ${megapixels} megapixels are allowed`,
  heicUnsupported: 'HEIC images cannot be read on this server',
  quotaExceededDefault: 'Storage quota exceeded',
  quotaExceeded: (limit: string) => `Storage quota exceeded: each account may store up to ${limit}`,
  inactiveAvatarsOnly:
    'Your account must be activated before you can upload files other than your avatar',
  previewBusy: 'Too many previews are being rendered; try again in a moment',
  tokenNotFound: 'File token not found',
  tokenExpired: 'This link has expired',
  tokenExpiryInvalid: (maxDays: number) =>
    `Token expiry must be a date in the future, at most ${maxDays} days ahead`,
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
