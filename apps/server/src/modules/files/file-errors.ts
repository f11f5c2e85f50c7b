/**
 * 413 and 415 answers. The shared AppError table has no such codes yet; the error handler sends
 * any 4xx error's status, code and message as they are.
 */
export class FileError extends Error {
  constructor(
    readonly statusCode: 413 | 415,
    readonly code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
    message: string,
  ) {
    super(message);
  }
}

export const payloadTooLarge = (message: string) =>
  new FileError(413, 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMediaType = (message: string) =>
  new FileError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
