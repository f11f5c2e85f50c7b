import { networkError, toApiError } from '@/lib/api-client';

/** The file name a `Content-Disposition` header names (`filename=a.csv` or `filename="a b.csv"`). */
export function attachmentName(header: string | null): string | undefined {
  const match = header ? /(?:^|;)\s*filename=(?:"([^"]+)"|([^;\s]+))/i.exec(header) : null;
  return match?.[1] ?? match?.[2];
}

/**
 * Downloads a same-origin API file (a CSV export) with the session cookie and saves it under the
 * server's file name; a refusal throws the server's `ApiError` as every other call does.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin' });
  } catch {
    throw networkError();
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      /* not JSON */
    }
    throw toApiError(response.status, body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
